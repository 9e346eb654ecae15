import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFeedback } from '@venue/shared/events/feedback.schema';
import { formatStamp } from '@/features/events/event-format';
import { FeedbackRatings } from '@/components/feedback-display/feedback-ratings';

/** The submitted feedback, read-only, with the team's response beneath it when there is one. */
export function FeedbackView({ feedback }: { feedback: TFeedback }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        Your Feedback
      </Typography>
      <FeedbackRatings feedback={feedback} />
      <Typography variant="body2" color="text.secondary">
        Submitted {formatStamp(feedback.created_at)}
        {feedback.is_public ? ' · may be shared publicly' : ''}
      </Typography>
      {feedback.has_response && (
        <Paper variant="outlined" sx={{ p: 2, borderLeftWidth: 4, borderLeftColor: 'primary.main' }}>
          <Typography variant="subtitle2" component="h4">
            Response from {feedback.response_by_name ?? 'the venue team'}
          </Typography>
          <Typography sx={{ mt: 0.5 }}>{feedback.response}</Typography>
        </Paper>
      )}
    </Stack>
  );
}
