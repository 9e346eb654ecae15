import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { THomeContent } from '@venue/shared/site/home-content';
import { MAX_HOME_FIGURES, MAX_HOME_HIGHLIGHTS, MAX_HOME_SERVICES, MAX_HOME_TESTIMONIALS, type THomePage } from '@venue/shared/site/home.schema';
import { useId, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { useSaveHome } from '@/features/staff-pages/api/staff-pages.queries';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { isApiError } from '@/lib/api-error';

/** The form's shape: the highlights are written one per line. */
type TForm = Omit<THomeContent, 'highlights'> & { highlights: string };

const toForm = ({ version: _version, ...home }: THomePage): TForm => ({ ...home, highlights: home.highlights.join('\n') });
const fromForm = (form: TForm): THomeContent => ({
  ...form,
  highlights: form.highlights
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

function Part({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, p: 0 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {help}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** Repeated cards (testimonials, services): each its fields and a Remove button, then Add while under the limit. */
function CardList(p: { ids: readonly string[]; noun: string; max: number; add: () => void; remove: (i: number) => void; card: (i: number) => ReactNode }) {
  return (
    <>
      {p.ids.map((id, i) => (
        <Paper key={id} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            {p.card(i)}
            <Box>
              <Button color="error" startIcon={<Delete />} onClick={() => p.remove(i)}>
                Remove {p.noun} {i + 1}
              </Button>
            </Box>
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button startIcon={<Add />} disabled={p.ids.length >= p.max} onClick={p.add}>
          Add {p.noun}
        </Button>
      </Box>
    </>
  );
}

/** Admins write the home page: its hero, the grounds' line, highlights, figures, testimonials and closing words. */
export function HomeEditorDialog({ home, onClose }: { home: THomePage; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSaveHome();
  const toast = useToast();
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<TForm>({ defaultValues: toForm(home) });
  const { errors } = formState;
  const figures = useFieldArray({ control, name: 'figures' });
  const testimonials = useFieldArray({ control, name: 'testimonials' });
  const services = useFieldArray({ control, name: 'services' });

  const field = (name: FieldPath<TForm>, label: string, extra: { help?: string; multiline?: boolean; required?: boolean } = {}) => {
    const error = name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors) as { message?: string } | undefined;
    return (
      <TextField
        label={label}
        required={extra.required}
        fullWidth
        multiline={extra.multiline}
        minRows={extra.multiline ? 2 : undefined}
        {...register(name)}
        error={!!error}
        helperText={error?.message ?? extra.help}
      />
    );
  };

  const submit = handleSubmit((form) =>
    // Another admin's save since this one loaded answers 409, shown above the form.
    save.mutate(
      { ...fromForm(form), version: home.version },
      {
        onSuccess: () => {
          toast({ severity: 'success', title: 'Home Page Saved', message: 'Your changes are live on the website.' });
          onClose();
        },
        onError: (error) => {
          // A highlight's error ("highlights.2") belongs to the one box they are written in.
          const applied = applyFieldErrors<TForm>(error, (key) => (key.startsWith('highlights') ? 'highlights' : (key as FieldPath<TForm>)), setError);
          // Under the fields it belongs to, or once above the form.
          setFormError(applied ? null : isApiError(error) ? error.message : 'An unexpected error occurred. Please try again.');
        },
      },
    ),
  );

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Edit Home Page</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="home-editor" aria-label="Home page" noValidate onSubmit={submit} spacing={4}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <Part title="Hero" help="The top of the page. Left empty, it shows your venue's name and plain words about booking online.">
            {field('hero.overline', 'Line above the title', { help: 'For example your town and what you host.' })}
            {field('hero.title', 'Title', { help: 'Empty: "Book Your Event".' })}
            {field('hero.subtitle', 'Subtitle', { multiline: true })}
          </Part>
          <Part title="Tagline" help="A short line under your venue's name in the website's header and footer. Empty: none.">
            {field('tagline', 'Tagline', { help: 'For example Garden weddings and retreats' })}
          </Part>
          <Part title="The grounds" help="One or two sentences above your facilities. Empty: none.">
            {field('grounds_intro', 'About the grounds', { multiline: true })}
          </Part>
          <Part title="Highlights" help={`Badges such as accreditations and permits you hold, one per line (at most ${MAX_HOME_HIGHLIGHTS}). Empty: none.`}>
            {field('highlights', 'Highlights', { multiline: true })}
          </Part>
          <Part title="Figures and testimonials" help="Shown only when you add figures, testimonials or highlights. Write only what is true of your venue.">
            {field('trust.overline', 'Line above the heading')}
            {field('trust.title', 'Heading', { help: 'Empty: "What Our Guests Say".' })}
            {field('trust.text', 'Text under the heading', { multiline: true })}
            {figures.fields.map((f, i) => (
              <Stack key={f.id} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                {field(`figures.${i}.value`, `Figure ${i + 1} value`, { required: true, help: 'For example 120' })}
                {field(`figures.${i}.label`, `Figure ${i + 1} label`, { required: true, help: 'For example Weddings hosted' })}
                <IconButton
                  aria-label={`Remove figure ${i + 1}`}
                  onClick={() => figures.remove(i)}
                  sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' }, mt: 1 }}
                >
                  <Delete />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button startIcon={<Add />} disabled={figures.fields.length >= MAX_HOME_FIGURES} onClick={() => figures.append({ value: '', label: '' })}>
                Add Figure
              </Button>
            </Box>
            <CardList
              ids={testimonials.fields.map((t) => t.id)}
              noun="Testimonial"
              max={MAX_HOME_TESTIMONIALS}
              add={() => testimonials.append({ quote: '', name: '', event: '' })}
              remove={testimonials.remove}
              card={(i) => (
                <>
                  {field(`testimonials.${i}.quote`, `Testimonial ${i + 1} quote`, { required: true, multiline: true })}
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                    {field(`testimonials.${i}.name`, `Testimonial ${i + 1} name`, { required: true, help: 'Only with their permission.' })}
                    {field(`testimonials.${i}.event`, `Testimonial ${i + 1} event`, { help: 'For example Wedding, May 2026' })}
                  </Stack>
                </>
              )}
            />
          </Part>
          <Part
            title="Services"
            help={`Cards for what you host, each leading to a page of your site (at most ${MAX_HOME_SERVICES}). Empty: no services section.`}
          >
            <CardList
              ids={services.fields.map((c) => c.id)}
              noun="Service"
              max={MAX_HOME_SERVICES}
              add={() => services.append({ title: '', description: '', link: '' })}
              remove={services.remove}
              card={(i) => (
                <>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                    {field(`services.${i}.title`, `Service ${i + 1} title`, { required: true, help: 'For example Weddings' })}
                    {field(`services.${i}.link`, `Service ${i + 1} link`, { help: 'A page of your site, for example /services/weddings. Empty: booking.' })}
                  </Stack>
                  {field(`services.${i}.description`, `Service ${i + 1} description`, { multiline: true })}
                </>
              )}
            />
          </Part>
          <Part title="Closing words" help="Above the booking buttons at the end of the page. Empty: plain words about reserving a date.">
            {field('closing', 'Closing words', { multiline: true })}
          </Part>
          <Part title="Footer quotation" help="A motto or a verse in the website's footer, with its source. Empty: none.">
            {field('footer_quote.text', 'Quotation', { multiline: true })}
            {field('footer_quote.reference', 'Source', { help: 'For example Colossians 3:14' })}
          </Part>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="home-editor" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save and Publish'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
