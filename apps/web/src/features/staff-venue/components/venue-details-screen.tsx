import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { can } from '@venue/shared/accounts/roles';
import { brandColourProblem, contrastRatio, ratioText } from '@venue/shared/site/contrast';
import {
  starterWordsLeft,
  type TVenueDetails,
  type TVenueDetailsInput,
  type TVenueDetailsValues,
  ZVenueDetailsForm,
  ZVenueDetailsInput,
} from '@venue/shared/site/venue-details.schema';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { PageHeading } from '@/components/staff/page-heading';
import { formatInstant } from '@/components/staff/staff-format';
import { staffVenueQuery, useSaveVenueDetails, useUploadVenueLogo } from '@/features/staff-venue/api/staff-venue.queries';
import { useAuth } from '@/lib/auth/auth-context';

/** Who the venue is and how to reach it: admins change it; staff see it. */
export function VenueDetailsScreen() {
  const { user } = useAuth();
  const isAdmin = user ? can(user.role, 'admin:manage') : false;
  const details = useQuery(staffVenueQuery());
  const subtitle = 'What the public site, e-mails, quotes, contracts, invoices and receipts say about the venue.';
  return (
    <>
      <PageHeading title="Venue Details" subtitle={isAdmin ? subtitle : `${subtitle} Only an admin can change them.`} />
      <QueryState query={details} loading="Loading venue details..." error={loadError('the venue details')}>
        {(d) => (
          <Stack spacing={3}>
            <LogoCard details={d} readOnly={!isAdmin} />
            {/* Starts afresh when the saved words change (this form's save, another admin's), not when only the
                logo did: a logo chosen while typing keeps what was typed (issue 39's walk). */}
            <DetailsForm key={JSON.stringify(formOf(d))} details={d} readOnly={!isAdmin} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}

type TForm = UseFormReturn<TVenueDetailsInput, unknown, TVenueDetailsValues>;
type TField = Path<TVenueDetailsInput>;
const FIELDS = Object.keys(ZVenueDetailsInput.shape) as TField[];

const formOf = ({ version: _v, logo_url: _l, updated_at: _u, ...fields }: TVenueDetails): TVenueDetailsInput => fields;

function Section({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: help ? 0.5 : 2 }}>
          {title}
        </Typography>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {help}
          </Typography>
        )}
        <Grid container spacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}

function DetailsForm({ details, readOnly }: { details: TVenueDetails; readOnly: boolean }) {
  const toast = useToast();
  const save = useSaveVenueDetails(() =>
    toast({ severity: 'success', title: 'Venue Details Saved', message: 'The site, e-mails and documents show them from now on.' }),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const form: TForm = useForm<TVenueDetailsInput, unknown, TVenueDetailsValues>({
    resolver: zodResolver(ZVenueDetailsForm),
    defaultValues: formOf(details),
    mode: 'onTouched',
  });

  // A new install's sample words are flagged at once, each under its field, not only when Save is refused. The
  // flagged fields count as touched, so a flag goes as soon as the venue's own words are typed: waiting for the
  // field to lose focus moved the Save button from under the finger that tapped it (the tap was lost).
  const { trigger, getValues, setValue } = form;
  useEffect(() => {
    const left = starterWordsLeft(details);
    if (!left.length || readOnly) return;
    for (const name of left) setValue(name, getValues(name), { shouldTouch: true });
    void trigger(left);
  }, [details, readOnly, trigger, getValues, setValue]);

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    save.mutate(
      { ...values, version: details.version },
      {
        onError: (error) => {
          if (!applyFieldErrors(error, FIELDS, form.setError)) setProblem(error.message);
        },
      },
    );
  });

  const text = (name: TField, label: string, o: { md?: number; help?: string; multiline?: boolean; type?: string; autoComplete?: string } = {}) => (
    <Text form={form} name={name} label={label} readOnly={readOnly} {...o} />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Venue details">
      <Stack spacing={3}>
        <Section title="The venue">
          {text('name', 'Venue name', { md: 6, help: 'On the site, in e-mails and on the header' })}
          {text('legal_name', 'Legal name', { md: 6, help: 'The registered business name' })}
          {text('address_line_1', 'Street address', { md: 6 })}
          {text('address_line_2', 'Town, province and postcode', { md: 6 })}
          {text('map_url', 'Map link', { md: 12, type: 'url', help: 'A Google Maps or Waze link, starting with https://' })}
        </Section>
        <Section title="How to reach you">
          {text('phone', 'Mobile number', { md: 4, type: 'tel' })}
          {text('landline', 'Landline', { md: 4, type: 'tel', help: 'Optional' })}
          {text('email', 'E-mail address', { md: 4, type: 'email', help: 'Clients’ replies to e-mails go here' })}
          {text('support_hours', 'Support hours', { md: 6, help: 'For example 8AM-8PM daily' })}
          {text('email_sender_name', 'E-mail sender name', { md: 6, help: 'The name clients see as the sender' })}
          {text('facebook_url', 'Facebook link', { md: 4, type: 'url' })}
          {text('instagram_url', 'Instagram link', { md: 4, type: 'url' })}
          {text('youtube_url', 'YouTube link', { md: 4, type: 'url' })}
        </Section>
        <Section title="Brand colour" help="Used on e-mails and documents. White text must stay readable on it.">
          <BrandColour form={form} readOnly={readOnly} />
        </Section>
        <Section title="On quotes, contracts, invoices and receipts">
          {text('document_business_name', 'Business name', { md: 6 })}
          {text('tin', 'TIN', { md: 6, help: 'Printed on invoices and receipts, for example 123-456-789-000' })}
          {text('document_address', 'Address', { md: 12 })}
          <Grid size={{ xs: 12 }}>
            <Controller
              control={form.control}
              name="vat_registered"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value ?? true}
                      disabled={readOnly}
                      onChange={(e) => field.onChange(e.target.checked)}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                  label="VAT-registered"
                />
              )}
            />
            <FormHelperText>Invoices show the VAT and “VAT Reg. TIN”; when off, they say “NON-VAT Reg. TIN” and show no VAT.</FormHelperText>
          </Grid>
          {text('document_footer', 'Footer note', { md: 12, multiline: true, help: 'Optional: a closing line under every document' })}
        </Section>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            Last changed {formatInstant(details.updated_at)}
          </Typography>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Details'}
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}

/** The colour with its swatch and, as it is typed, its contrast with white text in words. */
function BrandColour({ form, readOnly }: { form: TForm; readOnly: boolean }) {
  const value = form.watch('brand_color') ?? '';
  const problem = brandColourProblem(value);
  const error = form.formState.errors.brand_color?.message;
  const help = problem ?? `Readable: white text on it has a contrast of ${ratioText(contrastRatio(value, '#FFFFFF'))} (at least 4.5:1 is needed).`;
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <TextField
        {...form.register('brand_color')}
        label="Brand colour"
        fullWidth
        disabled={readOnly}
        error={!!error || (!!problem && form.formState.touchedFields.brand_color === true)}
        helperText={error ?? help}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box aria-hidden sx={{ width: 24, height: 24, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: problem ? 'transparent' : value }} />
              </InputAdornment>
            ),
          },
        }}
      />
    </Grid>
  );
}

function Text({
  form,
  name,
  label,
  readOnly,
  md = 12,
  help,
  multiline,
  type,
  autoComplete,
}: {
  form: TForm;
  name: TField;
  label: string;
  readOnly: boolean;
  md?: number;
  help?: string;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Grid size={{ xs: 12, md }}>
      <TextField
        {...form.register(name)}
        label={label}
        type={type}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        fullWidth
        disabled={readOnly}
        error={!!error}
        helperText={error ?? help}
      />
    </Grid>
  );
}

/** The logo: shown as it is stored (re-encoded by the server), replaced by choosing another image. */
function LogoCard({ details, readOnly }: { details: TVenueDetails; readOnly: boolean }) {
  const upload = useUploadVenueLogo();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => toast({ severity: 'success', title: 'Logo Saved', message: 'The new logo is in place.' }),
      onError: (error) => setProblem(error.message),
    });
  };
  return (
    <Card variant="outlined" component="section" aria-label="Logo">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Logo
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            sx={{
              width: 120,
              height: 120,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
              bgcolor: 'background.default',
            }}
          >
            {details.logo_url ? (
              <Box component="img" src={details.logo_url} alt={`${details.name} logo`} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', px: 1 }}>
                No logo yet
              </Typography>
            )}
          </Box>
          {!readOnly && (
            <div>
              <input
                ref={input}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                hidden
                onChange={(e) => choose(e.target.files?.[0])}
                aria-label="Logo image"
              />
              <Button variant="outlined" onClick={() => input.current?.click()} disabled={upload.isPending}>
                {upload.isPending ? 'Uploading...' : details.logo_url ? 'Replace Logo' : 'Upload Logo'}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                PNG, JPEG, GIF or WebP, at most 2 MB.
              </Typography>
            </div>
          )}
        </Stack>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
