import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZFeedbackResponseRequest, type TStaffFeedback } from '@venue/shared/staff/staff-feedback.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { formatInstant } from '@/components/staff/staff-format';
import { FeedbackRatings } from '@/components/feedback-display/feedback-ratings';
import { staffFeedbackQuery } from '@/features/staff-events/api/staff-events.queries';
import { useFeedbackOnWebsite } from '@/features/staff-events/api/use-feedback-website';
import { useRespondToFeedback } from '@/features/staff-events/api/use-tab-mutations';

function ResponseForm({ eventId, feedback }: { eventId: number; feedback: TStaffFeedback }) {
  const respond = useRespondToFeedback(eventId);
  const toast = useToast();
  const [text, setText] = useState(feedback.response ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZFeedbackResponseRequest.safeParse({ response: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'A response is required');
    setError(null);
    respond.mutate(parsed.data, {
      onSuccess: () => toast({ severity: 'success', title: 'Response Sent', message: 'The client sees the response in their feedback tab.' }),
      onError: (err) => setError(err.message),
    });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label="Team response" spacing={2}>
      <TextField
        label="Team Response"
        multiline
        minRows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        required
        disabled={respond.isPending}
        error={!!error}
        helperText={error ?? (feedback.has_response ? 'Sending again replaces the response the client sees.' : 'The client sees it under their feedback.')}
      />
      <div>
        <Button type="submit" variant="contained" disabled={respond.isPending}>
          {feedback.has_response ? 'Update Response' : 'Send Response'}
        </Button>
      </div>
    </Stack>
  );
}

/** Whether the website's Reviews page shows this feedback (first name, event type and month only). */
function WebsiteSwitch({ eventId, feedback }: { eventId: number; feedback: TStaffFeedback }) {
  const change = useFeedbackOnWebsite(eventId);
  const toast = useToast();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={feedback.shown_on_website}
          disabled={!feedback.is_public || change.isPending}
          onChange={(e) =>
            change.mutate(e.target.checked, {
              onSuccess: (r) =>
                toast({
                  severity: 'success',
                  title: 'Reviews Updated',
                  message: r.shown_on_website ? 'Shown on the website.' : 'No longer shown on the website.',
                }),
              onError: (error) => toast({ severity: 'error', title: 'Change Refused', message: error.message }),
            })
          }
        />
      }
      label={feedback.is_public ? 'Show on the website’s Reviews page' : 'Show on the website (the client kept this feedback private)'}
    />
  );
}

/** The client's feedback on the event and the team's answer to it. */
export function FeedbackTab({ eventId }: { eventId: number }) {
  const feedback = useQuery(staffFeedbackQuery(eventId));
  return (
    <QueryState query={feedback} loading="Loading feedback..." error={loadError('the feedback')}>
      {(data) =>
        !data ? (
          <EmptyText>The client has not left feedback yet. They can once the event is completed.</EmptyText>
        ) : (
          <Stack spacing={3}>
            <Paper variant="outlined" component="section" aria-labelledby="client-feedback" sx={{ p: 2 }}>
              <Stack spacing={1.5}>
                <Typography id="client-feedback" variant="h6" component="h3">
                  Feedback from {data.client.name}
                </Typography>
                <FeedbackRatings feedback={data} />
                <Typography variant="body2" color="text.secondary">
                  Submitted {formatInstant(data.created_at)}
                  {data.is_public ? ' · the testimonial may be used publicly' : ' · not for public use'}
                </Typography>
                {data.has_response && (
                  <Typography variant="body2" color="text.secondary">
                    Answered by {data.response_by_name ?? 'the team'}
                    {data.responded_at ? ` on ${formatInstant(data.responded_at)}` : ''}
                  </Typography>
                )}
              </Stack>
            </Paper>
            <WebsiteSwitch eventId={eventId} feedback={data} />
            <ResponseForm key={data.updated_at} eventId={eventId} feedback={data} />
          </Stack>
        )
      }
    </QueryState>
  );
}
