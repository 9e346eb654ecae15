import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { can } from '@venue/shared/accounts/roles';
import { QUESTIONNAIRE_PURPOSE_LABELS } from '@venue/shared/staff/questionnaires.schema';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { ScrollTable } from '@/components/staff/scroll-table';
import { questionnaireListQuery } from '@/features/staff-questionnaires/api/staff-questionnaires.queries';
import { QuestionnaireDialog } from '@/features/staff-questionnaires/components/questionnaire-dialog';
import { useAuth } from '@/lib/auth/auth-context';

/** Columns a phone does without (the title, status and the way in stay). */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The booking wizard's and the portal's questionnaires: admins build them; staff read them. */
export function QuestionnairesScreen() {
  const { user } = useAuth();
  const isAdmin = user ? can(user.role, 'admin:manage') : false;
  const list = useQuery(questionnaireListQuery());
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  return (
    <>
      <PageHeading
        title="Questionnaires"
        subtitle={
          isAdmin
            ? 'What clients are asked while booking and in their portal.'
            : 'What clients are asked while booking and in their portal. Only an admin can change them.'
        }
        actions={
          isAdmin && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              New Questionnaire
            </Button>
          )
        }
      />
      <QueryState query={list} loading="Loading questionnaires..." error={loadError('the questionnaires')}>
        {(data) =>
          data.questionnaires.length === 0 ? (
            <EmptyText>No questionnaires yet.</EmptyText>
          ) : (
            <ScrollTable label="Questionnaires" stickyActions>
              <TableHead>
                <TableRow>
                  <TableCell>Questionnaire</TableCell>
                  <TableCell sx={WIDE}>Asked in</TableCell>
                  <TableCell sx={WIDE}>Event type</TableCell>
                  <TableCell sx={WIDE}>Questions</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.questionnaires.map((q) => (
                  <TableRow key={q.id} hover>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {q.title}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
                        {QUESTIONNAIRE_PURPOSE_LABELS[q.purpose]} · {q.event_type_name ?? 'Every event type'}
                      </Typography>
                    </TableCell>
                    <TableCell sx={WIDE}>{QUESTIONNAIRE_PURPOSE_LABELS[q.purpose]}</TableCell>
                    <TableCell sx={WIDE}>{q.event_type_name ?? 'Every event type'}</TableCell>
                    <TableCell sx={WIDE}>{q.questions_count === 1 ? '1 question' : `${q.questions_count} questions`}</TableCell>
                    <TableCell>
                      <ToneChip size="small" label={q.is_active ? 'Active' : 'Inactive'} color={q.is_active ? 'success' : 'default'} variant="outlined" />
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" component={RouterLink} to={`/staff/questionnaires/${q.id}`} aria-label={`Open ${q.title}`}>
                        {isAdmin ? 'Edit' : 'View'}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )
        }
      </QueryState>
      {isAdmin && (
        <QuestionnaireDialog
          questionnaire={creating ? 'new' : null}
          eventTypes={list.data?.event_types ?? []}
          onClose={() => setCreating(false)}
          onSaved={(saved) => navigate(`/staff/questionnaires/${saved.id}`)}
        />
      )}
    </>
  );
}
