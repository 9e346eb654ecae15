import ContactPhone from '@mui/icons-material/ContactPhone';
import Timeline from '@mui/icons-material/Timeline';
import Edit from '@mui/icons-material/Edit';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Tour from '@mui/icons-material/Tour';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { venueDay } from '@venue/shared/dates';
import { INQUIRY_STAGE_TEXT, INQUIRY_STAGES, type TInquiry, type TInquiryStage } from '@venue/shared/staff/inquiry.schema';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { DashboardCard } from '@/components/layout/dashboard-card';
import { PageHeading } from '@/components/staff/page-heading';
import { formatDay, formatInstant, NOT_SET } from '@/components/staff/staff-format';
import { inquiryQuery } from '@/features/staff-inquiries/api/staff-inquiries.queries';
import { useBookSiteVisit, useConvertInquiry, useUpdateInquiry } from '@/features/staff-inquiries/api/use-inquiry-mutations';
import { InquiryFormDialog } from '@/features/staff-inquiries/components/inquiry-form-dialog';
import { LostReasonDialog } from '@/features/staff-inquiries/components/lost-reason-dialog';
import { SpaceTimeDialog, type TSpaceTime, type TSpaceTimeErrors } from '@/features/staff-inquiries/components/space-time-dialog';
import { followUpWords } from '@/features/staff-inquiries/inquiry-words';
import { displayMoney } from '@/lib/money-display';
import { firstFieldError } from '@/lib/server-detail';

/** /staff/inquiries/:id: one inquiry, its stage, and the steps that move it (site visit, convert to an event). */
export function InquiryScreen({ id }: { id: number }) {
  const inquiry = useQuery(inquiryQuery(id));
  return (
    <QueryState query={inquiry} loading="Loading the inquiry..." error={loadError('the inquiry')}>
      {(i) => <InquiryDetail inquiry={i} />}
    </QueryState>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value}</Typography>
    </div>
  );
}

function InquiryDetail({ inquiry: i }: { inquiry: TInquiry }) {
  const [editing, setEditing] = useState(false);
  const [losing, setLosing] = useState(false);
  const [converting, setConverting] = useState(false);
  const [visiting, setVisiting] = useState(false);
  const [placeErrors, setPlaceErrors] = useState<TSpaceTimeErrors>({});
  const update = useUpdateInquiry();
  const convert = useConvertInquiry(i.id);
  const visit = useBookSiteVisit(i.id);
  const toast = useToast();
  const navigate = useNavigate();
  const today = venueDay();
  const followUp = followUpWords(i, today);

  const moveTo = (stage: TInquiryStage, lostReason?: string) =>
    update.mutate(
      { id: i.id, body: { stage, ...(lostReason ? { lost_reason: lostReason } : {}) } },
      {
        onSuccess: (saved) => {
          setLosing(false);
          toast({ severity: 'success', title: 'Stage Changed', message: `${saved.name} is in ${saved.stage_display}.` });
        },
        onError: (e) => toast({ severity: 'error', title: 'Stage Not Changed', message: e.message }),
      },
    );
  const placeErrorsOf = (e: Error, fields: Record<'space' | 'start' | 'end', string>): TSpaceTimeErrors => ({
    space: firstFieldError(e, fields.space) ?? undefined,
    start: firstFieldError(e, fields.start) ?? undefined,
    end: firstFieldError(e, fields.end) ?? undefined,
    form: e.message,
  });
  const onConvert = (v: TSpaceTime) =>
    convert.mutate(
      { facility_id: v.space, starts_at: v.start, ends_at: v.end },
      {
        onSuccess: (done) => {
          toast({ severity: 'success', title: 'Event Created', message: `${i.name} is now a client with a tentative event.` });
          void navigate(`/staff/events/${done.event_id}`);
        },
        onError: (e) => setPlaceErrors(placeErrorsOf(e, { space: 'facility_id', start: 'starts_at', end: 'ends_at' })),
      },
    );
  const onVisit = (v: TSpaceTime) =>
    visit.mutate(v, {
      onSuccess: (saved) => {
        setVisiting(false);
        toast({ severity: 'success', title: 'Site Visit Booked', message: `${saved.site_visit?.space.name}, ${formatInstant(saved.site_visit?.start)}.` });
      },
      onError: (e) => setPlaceErrors(placeErrorsOf(e, { space: 'space', start: 'start', end: 'end' })),
    });

  return (
    <>
      <PageHeading
        title={i.name}
        subtitle={`${i.source_display} · received ${formatInstant(i.created_at)}`}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button startIcon={<Edit />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button startIcon={<Tour />} onClick={() => (setPlaceErrors({}), setVisiting(true))}>
              Book Site Visit
            </Button>
            {i.event ? (
              <Button variant="contained" component={RouterLink} to={`/staff/events/${i.event.id}`}>
                Open Event
              </Button>
            ) : (
              <Button variant="contained" startIcon={<EventAvailable />} onClick={() => (setPlaceErrors({}), setConverting(true))}>
                Convert to Event
              </Button>
            )}
          </Stack>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <DashboardCard title="Stage" icon={<Timeline color="primary" />}>
            <Stack spacing={2}>
              <TextField
                select
                label="Stage"
                value={i.stage}
                onChange={(e) => {
                  const stage = e.target.value as TInquiryStage;
                  if (stage === 'LOST') setLosing(true);
                  else moveTo(stage);
                }}
                disabled={update.isPending}
              >
                {INQUIRY_STAGES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {INQUIRY_STAGE_TEXT[s]}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="body2" color="text.secondary">
                {i.stage_by_product ? 'Moved here by itself' : 'Set by the team'} on {formatInstant(i.stage_since)}.{i.lost_reason ? ` ${i.lost_reason}.` : ''}
              </Typography>
              {followUp && <Typography color={followUp.due ? 'warning.main' : 'text.primary'}>{followUp.text}</Typography>}
              {i.site_visit && <Fact label="Site visit" value={`${i.site_visit.space.name}, ${formatInstant(i.site_visit.start)}`} />}
              {i.event && <Fact label="Event" value={`${i.event.name} (${i.event.status_display})`} />}
            </Stack>
          </DashboardCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <DashboardCard title="What They Asked For" icon={<ContactPhone color="primary" />}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact label="E-mail" value={i.email || NOT_SET} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact label="Phone" value={i.phone || NOT_SET} />
              </Grid>
              {i.company && (
                <Grid size={12}>
                  <Fact label="Company" value={i.company} />
                </Grid>
              )}
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact label="Event type" value={i.event_type?.name ?? NOT_SET} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact label="Guests" value={i.guest_count ? String(i.guest_count) : NOT_SET} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact label="Date wished" value={formatDay(i.wished_date)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact label="Other dates" value={i.alternative_dates.length ? i.alternative_dates.map((d) => formatDay(d)).join('\n') : 'None'} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact label="Budget" value={i.budget ? displayMoney(i.budget, 'PHP') : NOT_SET} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact label="Owner" value={i.owner?.name ?? 'Nobody yet'} />
              </Grid>
              <Grid size={12}>
                <Fact label="Notes" value={i.message || 'None'} />
              </Grid>
            </Grid>
          </DashboardCard>
        </Grid>
      </Grid>
      {editing && <InquiryFormDialog inquiry={i} onClose={() => setEditing(false)} />}
      {losing && <LostReasonDialog name={i.name} pending={update.isPending} onConfirm={(reason) => moveTo('LOST', reason)} onClose={() => setLosing(false)} />}
      {converting && (
        <SpaceTimeDialog
          title={`Convert ${i.name} to an Event`}
          text="The inquiry becomes a client and a tentative event with its event type, guests and notes. Choose the space and time to book."
          submitLabel="Create Event"
          pendingLabel="Creating..."
          day={i.wished_date ?? today}
          startTime="14:00"
          endTime="22:00"
          pending={convert.isPending}
          errors={placeErrors}
          onSubmit={onConvert}
          onClose={() => setConverting(false)}
        />
      )}
      {visiting && (
        <SpaceTimeDialog
          title={`Site Visit for ${i.name}`}
          text="The visit goes on the calendar and keeps the space free for the tour."
          submitLabel="Book Site Visit"
          pendingLabel="Booking..."
          day={today}
          startTime="10:00"
          endTime="11:00"
          pending={visit.isPending}
          errors={placeErrors}
          onSubmit={onVisit}
          onClose={() => setVisiting(false)}
        />
      )}
    </>
  );
}
