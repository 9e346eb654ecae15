import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEEDBACK_CATEGORIES, type TFeedback } from '@venue/shared/events/feedback.schema';
import { titleCase } from '@/lib/title-case';

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

/** A client's feedback as they gave it (ratings, comments, testimonial): the portal and the staff console show it alike. */
export function FeedbackRatings({ feedback }: { feedback: Pick<TFeedback, 'overall_rating' | 'categories' | 'comments' | 'testimonial'> }) {
  return (
    <>
      <Stars label="Overall" value={feedback.overall_rating} />
      {FEEDBACK_CATEGORIES.map((c) => {
        const value = feedback.categories[c];
        return value ? <Stars key={c} label={titleCase(c)} value={value} /> : null;
      })}
      {feedback.comments && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{feedback.comments}</Typography>}
      {feedback.testimonial && (
        <Typography component="blockquote" sx={{ fontStyle: 'italic', borderLeft: 4, borderColor: 'secondary.main', pl: 2, m: 0 }}>
          “{feedback.testimonial}”
        </Typography>
      )}
    </>
  );
}
