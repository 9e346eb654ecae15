import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import {
  INQUIRY_SOURCE_TEXT,
  INQUIRY_TEXT,
  MAX_ALTERNATIVE_DATES,
  TYPED_INQUIRY_SOURCES,
  type TInquiry,
  type TInquiryCreateRequest,
} from '@venue/shared/staff/inquiry.schema';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { inquiryEventTypesQuery, inquiryOwnersQuery } from '@/features/staff-inquiries/api/staff-inquiries.queries';
import { useCreateInquiry, useUpdateInquiry } from '@/features/staff-inquiries/api/use-inquiry-mutations';
import { firstFieldError } from '@/lib/server-detail';

const FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'source',
  'event_type_id',
  'wished_date',
  'alternative_dates',
  'guest_count',
  'budget',
  'owner_id',
  'next_follow_up',
  'message',
] as const;
type TField = (typeof FIELDS)[number];
type TErrors = Partial<Record<TField | 'form', string>>;

const SHRINK = { inputLabel: { shrink: true } } as const;

function initial(i: TInquiry | null) {
  return {
    name: i?.name ?? '',
    email: i?.email ?? '',
    phone: i?.phone ?? '',
    company: i?.company ?? '',
    source: (i?.source === 'WIZARD' ? 'WEB_FORM' : (i?.source ?? 'PHONE')) as (typeof TYPED_INQUIRY_SOURCES)[number],
    event_type_id: i?.event_type ? String(i.event_type.id) : '',
    wished_date: i?.wished_date ?? '',
    alternative_dates: i?.alternative_dates ?? [],
    guest_count: i?.guest_count ? String(i.guest_count) : '',
    budget: i?.budget ?? '',
    owner_id: i?.owner ? String(i.owner.id) : '',
    next_follow_up: i?.next_follow_up ?? '',
    message: i?.message ?? '',
  };
}

/** Types an inquiry in after a call, a visit or a message; or changes what one holds. */
export function InquiryFormDialog({ inquiry, onClose, onSaved }: { inquiry: TInquiry | null; onClose: () => void; onSaved?: (i: TInquiry) => void }) {
  const create = useCreateInquiry();
  const update = useUpdateInquiry();
  const toast = useToast();
  const eventTypes = useQuery(inquiryEventTypesQuery());
  const owners = useQuery(inquiryOwnersQuery());
  const [v, setV] = useState(() => initial(inquiry));
  const [errors, setErrors] = useState<TErrors>({});
  const pending = create.isPending || update.isPending;
  const set = (field: keyof typeof v) => (e: { target: { value: string } }) => setV((prev) => ({ ...prev, [field]: e.target.value }));
  const setDate = (index: number) => (e: { target: { value: string } }) =>
    setV((prev) => ({ ...prev, alternative_dates: prev.alternative_dates.map((d, k) => (k === index ? e.target.value : d)) }));

  const submit = () => {
    const found: TErrors = {};
    if (!v.name.trim()) found.name = INQUIRY_TEXT.nameRequired;
    if (!v.email.trim() && !v.phone.trim()) found.email = INQUIRY_TEXT.reachRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = {
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      company: v.company.trim(),
      event_type_id: v.event_type_id ? Number(v.event_type_id) : null,
      wished_date: v.wished_date || null,
      alternative_dates: v.alternative_dates.filter(Boolean),
      guest_count: v.guest_count ? Number(v.guest_count) : null,
      budget: v.budget.trim() || null,
      owner_id: v.owner_id ? Number(v.owner_id) : null,
      next_follow_up: v.next_follow_up || null,
      message: v.message.trim(),
    } satisfies Omit<TInquiryCreateRequest, 'source'>;
    const done = {
      onSuccess: (saved: TInquiry) => {
        toast({ severity: 'success', title: inquiry ? 'Inquiry Saved' : 'Inquiry Added', message: `${saved.name} is in ${saved.stage_display}.` });
        onSaved?.(saved);
        onClose();
      },
      onError: (e: Error) => setErrors({ ...Object.fromEntries(FIELDS.map((f) => [f, firstFieldError(e, f) ?? undefined])), form: e.message }),
    };
    if (inquiry) update.mutate({ id: inquiry.id, body }, done);
    else create.mutate({ ...body, source: v.source }, done);
  };

  const field = (name: TField) => ({ error: !!errors[name], helperText: errors[name] });
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="inquiry-form-title">
      <DialogTitle id="inquiry-form-title">{inquiry ? `Edit ${inquiry.name}` : 'New Inquiry'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
          <TextField label="Name" value={v.name} onChange={set('name')} required autoFocus {...field('name')} slotProps={{ htmlInput: { maxLength: 150 } }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="E-mail" type="email" value={v.email} onChange={set('email')} fullWidth {...field('email')} />
            <TextField label="Phone" value={v.phone} onChange={set('phone')} fullWidth {...field('phone')} />
          </Stack>
          <TextField label="Company (optional)" value={v.company} onChange={set('company')} {...field('company')} />
          {!inquiry && (
            <TextField select label="How they reached us" value={v.source} onChange={set('source')} {...field('source')}>
              {TYPED_INQUIRY_SOURCES.map((s) => (
                <MenuItem key={s} value={s}>
                  {INQUIRY_SOURCE_TEXT[s]}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            label="Event type"
            value={v.event_type_id}
            onChange={set('event_type_id')}
            slotProps={{ ...SHRINK, select: { displayEmpty: true } }}
            {...field('event_type_id')}
          >
            <MenuItem value="">Not known yet</MenuItem>
            {(eventTypes.data ?? []).map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Date wished"
              type="date"
              value={v.wished_date}
              onChange={set('wished_date')}
              slotProps={SHRINK}
              fullWidth
              {...field('wished_date')}
            />
            <TextField
              label="Guests"
              type="number"
              value={v.guest_count}
              onChange={set('guest_count')}
              slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
              fullWidth
              {...field('guest_count')}
            />
          </Stack>
          {v.alternative_dates.map((d, k) => (
            <TextField key={k} label={`Other date ${k + 1}`} type="date" value={d} onChange={setDate(k)} slotProps={SHRINK} />
          ))}
          {errors.alternative_dates && <Alert severity="error">{errors.alternative_dates}</Alert>}
          {v.alternative_dates.length < MAX_ALTERNATIVE_DATES && (
            <Button
              startIcon={<Add />}
              onClick={() => setV((prev) => ({ ...prev, alternative_dates: [...prev.alternative_dates, ''] }))}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add Another Date
            </Button>
          )}
          <TextField
            label="Budget (₱, optional)"
            value={v.budget}
            onChange={set('budget')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...field('budget')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Owner"
              value={v.owner_id}
              onChange={set('owner_id')}
              slotProps={{ ...SHRINK, select: { displayEmpty: true } }}
              fullWidth
              {...field('owner_id')}
            >
              <MenuItem value="">Nobody yet</MenuItem>
              {(owners.data ?? []).map((o) => (
                <MenuItem key={o.id} value={String(o.id)}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Next follow-up"
              type="date"
              value={v.next_follow_up}
              onChange={set('next_follow_up')}
              slotProps={SHRINK}
              fullWidth
              {...field('next_follow_up')}
            />
          </Stack>
          <TextField
            label="Notes"
            value={v.message}
            onChange={set('message')}
            multiline
            minRows={3}
            {...field('message')}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={pending}>
          {pending ? 'Saving...' : inquiry ? 'Save Inquiry' : 'Add Inquiry'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
