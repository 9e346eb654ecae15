import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { can } from '@venue/shared/accounts/roles';
import {
  QUESTION_PURPOSE_LABELS,
  QUESTION_TYPE_LABELS,
  QUESTIONNAIRE_PURPOSE_LABELS,
  type TRetiredQuestion,
  type TStaffQuestion,
  type TStaffQuestionnaire,
} from '@venue/shared/staff/questionnaires.schema';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { formatDate } from '@/components/staff/staff-format';
import { questionnaireListQuery, questionnaireQuery } from '@/features/staff-questionnaires/api/staff-questionnaires.queries';
import { useMoveQuestion, useRemoveQuestion } from '@/features/staff-questionnaires/api/use-questionnaire-mutations';
import { QuestionDialog } from '@/features/staff-questionnaires/components/question-dialog';
import { QuestionnaireDialog } from '@/features/staff-questionnaires/components/questionnaire-dialog';
import { QuestionnairePreview } from '@/features/staff-questionnaires/components/questionnaire-preview';
import { useAuth } from '@/lib/auth/auth-context';

const answeredText = (n: number) => (n === 0 ? 'Not answered yet' : n === 1 ? 'Answered for 1 event' : `Answered for ${n} events`);

/** One questionnaire: its settings, its questions in order (admins edit them) and the form as clients see it. */
export function QuestionnaireBuilderScreen({ questionnaireId }: { questionnaireId: number }) {
  const { user } = useAuth();
  const isAdmin = user ? can(user.role, 'admin:manage') : false;
  const detail = useQuery(questionnaireQuery(questionnaireId));
  const list = useQuery({ ...questionnaireListQuery(), enabled: isAdmin });
  const [editingSettings, setEditingSettings] = useState(false);
  const [editing, setEditing] = useState<TStaffQuestion | 'new' | null>(null);

  return (
    <>
      <Link component={RouterLink} to="/staff/questionnaires" sx={{ display: 'inline-block', mb: 1 }}>
        All questionnaires
      </Link>
      <QueryState query={detail} loading="Loading the questionnaire..." error={loadError('the questionnaire')}>
        {(q) => (
          <>
            <PageHeading
              title={q.title}
              subtitle={`${QUESTIONNAIRE_PURPOSE_LABELS[q.purpose]} · ${q.event_type_name ?? 'Every event type'} · ${q.is_active ? 'Active' : 'Inactive'}`}
              actions={
                isAdmin && (
                  <>
                    <Button variant="outlined" onClick={() => setEditingSettings(true)}>
                      Settings
                    </Button>
                    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
                      Add Question
                    </Button>
                  </>
                )
              }
            />
            {q.description && (
              <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                {q.description}
              </Typography>
            )}
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <QuestionList questionnaire={q} isAdmin={isAdmin} onEdit={setEditing} />
                <RetiredQuestions questions={q.retired_questions} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <QuestionnairePreview questionnaire={q} />
              </Grid>
            </Grid>
            {isAdmin && (
              <>
                <QuestionDialog questionnaire={q} question={editing} onClose={() => setEditing(null)} />
                <QuestionnaireDialog
                  questionnaire={editingSettings ? q : null}
                  eventTypes={list.data?.event_types ?? []}
                  onClose={() => setEditingSettings(false)}
                />
              </>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

function QuestionList({ questionnaire, isAdmin, onEdit }: { questionnaire: TStaffQuestionnaire; isAdmin: boolean; onEdit: (q: TStaffQuestion) => void }) {
  const move = useMoveQuestion(questionnaire.id);
  const remove = useRemoveQuestion(questionnaire.id);
  const [confirm, confirmDialog] = useConfirm();
  const toast = useToast();
  const busy = move.isPending || remove.isPending;
  const failed = (error: Error) => toast({ severity: 'error', title: 'Update Failed', message: error.message });

  const drop = async (question: TStaffQuestion) => {
    const ok = await confirm({
      title: 'Remove Question?',
      message:
        question.answers > 0
          ? `“${question.label}” is no longer asked. The answers already given stay on their events, as they were asked.`
          : `“${question.label}” is no longer asked.`,
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(question.id, {
      onSuccess: () => toast({ severity: 'success', title: 'Question Removed', message: `“${question.label}” is off the form.` }),
      onError: failed,
    });
  };

  const last = questionnaire.questions.length - 1;
  return (
    <section aria-labelledby="questions-heading">
      <Typography variant="h6" component="h2" id="questions-heading" sx={{ mb: 1 }}>
        Questions
      </Typography>
      {questionnaire.questions.length === 0 && <Typography color="text.secondary">No questions yet.</Typography>}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {questionnaire.questions.map((question, i) => (
          <Paper component="li" key={question.id} variant="outlined" sx={{ p: 2 }} aria-label={question.label}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {question.order}. {question.label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {QUESTION_TYPE_LABELS[question.type]}
              {question.options.length > 0 && `: ${question.options.join(', ')}`}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              {question.required && <ToneChip size="small" label="Required" variant="outlined" />}
              {question.care && <ToneChip size="small" color="warning" label="Flagged for staff" />}
              {question.purpose && !question.care && <ToneChip size="small" label="Fills the guest count" variant="outlined" />}
              {question.version > 1 && <ToneChip size="small" label={`Version ${question.version}`} variant="outlined" />}
              <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
                {answeredText(question.answers)}
              </Typography>
            </Stack>
            {question.care && question.purpose && (
              <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                {QUESTION_PURPOSE_LABELS[question.purpose]}
              </Typography>
            )}
            {isAdmin && (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <IconButton
                  aria-label={`Move ${question.label} up`}
                  disabled={busy || i === 0}
                  onClick={() => move.mutate({ id: question.id, direction: 'up' }, { onError: failed })}
                >
                  <ArrowUpward />
                </IconButton>
                <IconButton
                  aria-label={`Move ${question.label} down`}
                  disabled={busy || i === last}
                  onClick={() => move.mutate({ id: question.id, direction: 'down' }, { onError: failed })}
                >
                  <ArrowDownward />
                </IconButton>
                <Button size="small" onClick={() => onEdit(question)} aria-label={`Edit ${question.label}`}>
                  Edit
                </Button>
                <Button size="small" color="inherit" disabled={busy} onClick={() => void drop(question)} aria-label={`Remove ${question.label}`}>
                  Remove
                </Button>
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
      {confirmDialog}
    </section>
  );
}

/** Versions no longer asked whose answers events keep: what those answers meant. */
function RetiredQuestions({ questions }: { questions: TRetiredQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="retired-heading">
      <Typography variant="h6" component="h2" id="retired-heading" sx={{ mt: 3, mb: 0.5 }}>
        Earlier versions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Questions since changed or removed. Their answers stay on the events, read as these questions asked them.
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {questions.map((q) => (
          <Paper component="li" key={q.id} variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {q.label}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {QUESTION_TYPE_LABELS[q.type]}
              {q.options.length > 0 && `: ${q.options.join(', ')}`}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              Version {q.version} · {answeredText(q.answers)} · retired {formatDate(q.retired_at)}
            </Typography>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
