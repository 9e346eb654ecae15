import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEEDBACK_CATEGORIES, type TFeedback } from '@venue/shared/events/feedback.schema';
import { formatStamp, titleCase } from '@/features/events/event-format';

function Stars({ label, value }: { label: string; value: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Rating value={value} readOnly size="small" aria-label={`${label}: ${value} of 5`} />
    </Stack>
  );
}

/** The submitted feedback, read-only, with the team's response beneath it when there is one. */
export function FeedbackView({ feedback }: { feedback: TFeedback }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        Your Feedback
      </Typography>
      <Stars label="Overall" value={feedback.overall_rating} />
      {FEEDBACK_CATEGORIES.map((c) => {
        const value = feedback.categories[c];
        return value ? <Stars key={c} label={titleCase(c)} value={value} /> : null;
      })}
      {feedback.comments && <Typography>{feedback.comments}</Typography>}
      {feedback.testimonial && (
        <Typography component="blockquote" sx={{ fontStyle: 'italic', borderLeft: 4, borderColor: 'secondary.main', pl: 2, m: 0 }}>
          “{feedback.testimonial}”
        </Typography>
      )}
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
