import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZContactRequest, type TContactRequest } from '@venue/shared/site/pages.schema';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { PageHero } from '@/components/public-layout/page-hero';
import { VISUALLY_HIDDEN } from '@/components/visually-hidden';
import { useSendContact } from '@/features/public-site/api/site-pages.queries';
import { ContactSection } from '@/features/public-site/components/contact-section';
import { useSiteVenue } from '@/features/public-site/api/venue.queries';
import { isApiError } from '@/lib/api-error';

const FIELDS: readonly Path<TContactRequest>[] = ['name', 'email', 'phone', 'subject', 'message'];
const EMPTY: TContactRequest = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

/** /contact: a message to the venue's team (it reaches staff as a notification and the inbox as an e-mail). */
export function ContactContent() {
  // The venue as its admin saved it (Venue Details), not the demo's constants.
  const venue = useSiteVenue();
  const send = useSendContact();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<TContactRequest, unknown, z.output<typeof ZContactRequest>>({
    resolver: zodResolver(ZContactRequest),
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const submit = handleSubmit((values) => {
    setFormError(null);
    send.mutate(values, {
      onSuccess: (answer) => {
        setSent(answer.detail);
        reset(EMPTY);
      },
      onError: (error) => {
        if (!applyFieldErrors(error, FIELDS, setError)) setFormError(isApiError(error) ? error.message : 'An unexpected error occurred. Please try again.');
      },
    });
  });
  const field = (name: Path<TContactRequest>) => ({
    ...register(name),
    error: !!errors[name as keyof typeof errors],
    helperText: errors[name as keyof typeof errors]?.message,
  });

  return (
    <>
      <PageHero overline={venue.name} title="Contact Us">
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,0.9)' }}>
          Questions, ocular visits and special requests: our events team is happy to help.
        </Typography>
      </PageHero>
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: '20px' }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            Send us a message
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            We reply by e-mail.
          </Typography>
          <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Contact form">
            {sent && (
              <Alert severity="success" role="status" onClose={() => setSent(null)}>
                {sent}
              </Alert>
            )}
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <TextField label="Your name" autoComplete="name" required {...field('name')} />
            <TextField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
            <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
            <TextField label="Subject" required {...field('subject')} />
            <TextField label="Message" required multiline minRows={5} {...field('message')} />
            {/* Left empty by people, who never see it; robots that fill every field give themselves away. */}
            <Box sx={VISUALLY_HIDDEN} aria-hidden>
              <label htmlFor="contact-website">Website</label>
              <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
            </Box>
            <Button type="submit" variant="contained" size="large" disabled={send.isPending} sx={{ borderRadius: 999, alignSelf: { sm: 'flex-start' }, px: 4 }}>
              {send.isPending ? 'Sending...' : 'Send Message'}
            </Button>
          </Stack>
        </Paper>
      </Container>
      <Box sx={(theme) => ({ bgcolor: '#EFE7D6', ...theme.applyStyles('dark', { bgcolor: '#16201A' }) })}>
        <ContactSection title="Other Ways to Reach Us" />
      </Box>
    </>
  );
}
