import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FEEDBACK_CATEGORIES, type TFeedback, type TFeedbackRequest } from '@venue/shared/events/feedback.schema';
import { useId, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useSaveFeedback } from '@/features/events/api/use-save-feedback';
import { titleCase } from '@/lib/title-case';

type TCategory = (typeof FEEDBACK_CATEGORIES)[number];
type TCategories = Partial<Record<TCategory, number | null>>;

function RatingField({ label, value, onChange }: { label: string; value: number | null; onChange: (v: number | null) => void }) {
  const id = useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={id} variant="body2" component="span">
        {label}
      </Typography>
      <Rating name={id} value={value} onChange={(_, v) => onChange(v)} aria-labelledby={id} />
    </Stack>
  );
}

export function FeedbackForm({ eventId, saved, onDone }: { eventId: number; saved: TFeedback | null; onDone: () => void }) {
  const save = useSaveFeedback(eventId);
  const toast = useToast();
  // Spec section 5: the overall rating starts at 5, the category ratings are optional.
  const [overall, setOverall] = useState<number | null>(saved?.overall_rating ?? 5);
  const [categories, setCategories] = useState<TCategories>((saved?.categories as TCategories | undefined) ?? {});
  const [comments, setComments] = useState(saved?.comments ?? '');
  const [testimonial, setTestimonial] = useState(saved?.testimonial ?? '');
  const [isPublic, setIsPublic] = useState(saved?.is_public ?? false);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body: TFeedbackRequest = { overall_rating: overall ?? 5, comments, testimonial, is_public: isPublic, categories };
    save.mutate(
      { ...body, feedbackId: saved?.id },
      {
        onSuccess: () => {
          toast(
            saved
              ? { severity: 'success', title: 'Feedback Updated', message: 'Your feedback has been updated.' }
              : { severity: 'success', title: 'Feedback Submitted', message: 'Thank you for sharing your experience with us.' },
          );
          onDone();
        },
        onError: (error) => toast({ severity: 'error', title: 'Submission Failed', message: error.message }),
      },
    );
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} aria-label="Event feedback">
      <Typography variant="h6" component="h3">
        {saved ? 'Edit Your Feedback' : 'How was your event?'}
      </Typography>
      <RatingField label="Overall rating" value={overall} onChange={setOverall} />
      <Grid container spacing={2}>
        {FEEDBACK_CATEGORIES.map((c) => (
          <Grid key={c} size={{ xs: 12, sm: 6, md: 4 }}>
            <RatingField label={`${titleCase(c)} (optional)`} value={categories[c] ?? null} onChange={(v) => setCategories((prev) => ({ ...prev, [c]: v }))} />
          </Grid>
        ))}
      </Grid>
      <TextField label="Comments" multiline minRows={3} value={comments} onChange={(e) => setComments(e.target.value)} />
      <TextField label="Testimonial (optional)" multiline minRows={2} value={testimonial} onChange={(e) => setTestimonial(e.target.value)} />
      <FormControlLabel
        control={<Checkbox checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />}
        label="The venue may use my testimonial publicly"
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {saved ? 'Update Feedback' : 'Submit Feedback'}
        </Button>
        {saved && (
          <Button color="inherit" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
