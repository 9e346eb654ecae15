import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { TAnswerFile } from '@venue/shared/events/questionnaire.schema';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { useToast } from '@/components/feedback/toast-context';
import { staffAnswersQuery } from '@/features/staff-events/api/staff-events.queries';
import { fetchAuthorizedBlobAt, saveBlob } from '@/lib/authorized-download';

/** What the client told the venue, in the booking wizard or the portal: each questionnaire, question by question. */
export function AnswersTab({ eventId }: { eventId: number }) {
  const answers = useQuery(staffAnswersQuery(eventId));
  const toast = useToast();
  // A file answer is the file's name; it downloads through the staff route (an authorized address, hence the blob).
  const download = async (file: TAnswerFile) => {
    try {
      saveBlob(await fetchAuthorizedBlobAt(file.download_url), file.name);
    } catch (error) {
      toast({ severity: 'error', title: 'Download Failed', message: error instanceof Error ? error.message : 'Please try again.' });
    }
  };
  return (
    <QueryState query={answers} loading="Loading answers..." error={loadError('the answers')}>
      {(sheets) =>
        sheets.length === 0 ? (
          <EmptyText>No questionnaire applies to this event.</EmptyText>
        ) : (
          <Stack spacing={3}>
            {sheets.map((sheet) => (
              <section key={sheet.questionnaire} aria-label={sheet.questionnaire}>
                <Typography variant="h6" component="h3" gutterBottom>
                  {sheet.questionnaire}
                </Typography>
                <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
                  {sheet.answers.map((a) => (
                    <div key={a.question}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {a.question} {a.care && <ToneChip size="small" color="warning" label="Needs care" sx={{ ml: 0.5 }} />}
                      </Typography>
                      <Typography
                        component="dd"
                        sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        color={a.answer ? undefined : 'text.secondary'}
                      >
                        {a.file ? (
                          <Link
                            component="button"
                            type="button"
                            onClick={() => void download(a.file!)}
                            aria-label={`Download ${a.file.name}`}
                            sx={{ textAlign: 'left' }}
                          >
                            {a.file.name}
                          </Link>
                        ) : (
                          (a.answer ?? 'No answer yet')
                        )}
                      </Typography>
                    </div>
                  ))}
                </Stack>
              </section>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
