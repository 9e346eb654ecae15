import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Tune from '@mui/icons-material/Tune';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TDeliveryChannel } from '@venue/shared/notifications/settings.schema';
import type { TUpcomingReminder, TUpcomingReminders } from '@venue/shared/reminders/reminder.schema';
import { REMINDER_TYPE_LABELS, REMINDER_TYPE_WHEN, type TReminderType } from '@venue/shared/reminders/reminder-types';
import { Link as RouterLink } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { formatDay } from '@/components/staff/staff-format';
import { upcomingRemindersQuery } from '@/features/staff-reminders/api/staff-reminders.queries';
import { useSwitchReminderType } from '@/features/staff-reminders/api/use-switch-reminder-type';
import { serverDetail } from '@/lib/server-detail';

const CHANNEL_LABELS: Record<TDeliveryChannel, string> = { email: 'E-mail', sms: 'SMS', in_app: 'Portal notification' };

/** The reminders grouped by the day they go out, in order. */
const byDay = (reminders: TUpcomingReminder[]) =>
  reminders.reduce<{ day: string; items: TUpcomingReminder[] }[]>((groups, r) => {
    const last = groups.at(-1);
    if (last?.day === r.day) last.items.push(r);
    else groups.push({ day: r.day, items: [r] });
    return groups;
  }, []);

function ReminderItem({ reminder }: { reminder: TUpcomingReminder }) {
  return (
    <Stack component="li" spacing={0.5} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{REMINDER_TYPE_LABELS[reminder.type]}</Typography>
        {reminder.sent && <ToneChip size="small" color="success" label="Sent" />}
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        To {reminder.recipient.name} ·{' '}
        <Link component={RouterLink} to={`/staff/events/${reminder.event.id}`}>
          {reminder.event.name}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {reminder.summary}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Sent by">
        {reminder.channels.length ? (
          reminder.channels.map((c) => <Chip key={c} size="small" variant="outlined" label={CHANNEL_LABELS[c]} />)
        ) : (
          <Typography variant="body2" color="text.secondary">
            Not sent: the client turned event reminders off.
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

function ComingWeek({ data }: { data: TUpcomingReminders }) {
  const groups = byDay(data.reminders);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reminders-week" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <NotificationsActive color="primary" />
        <Typography id="reminders-week" variant="h6" component="h2">
          The Coming Week
        </Typography>
      </Stack>
      {groups.length === 0 ? (
        <EmptyText>No reminders go out in the next 7 days.</EmptyText>
      ) : (
        <Stack spacing={2}>
          {groups.map((g) => (
            <div key={g.day}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {g.day === data.from ? `Today · ${formatDay(g.day)}` : formatDay(g.day)}
              </Typography>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                {g.items.map((r) => (
                  <ReminderItem key={`${r.type}-${r.event.id}-${r.recipient.id}-${r.day}-${r.summary}`} reminder={r} />
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function TypeSwitches({ types }: { types: TUpcomingReminders['types'] }) {
  const change = useSwitchReminderType();
  const toast = useToast();
  const flip = (type: TReminderType, enabled: boolean) =>
    change.mutate(
      { type, enabled },
      {
        onSuccess: () => toast({ severity: 'success', message: `${REMINDER_TYPE_LABELS[type]} reminders are ${enabled ? 'on' : 'off'}.` }),
        onError: (err) => toast({ severity: 'error', message: serverDetail(err) ?? 'Unable to change the reminder. Please try again.' }),
      },
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reminders-types" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Tune color="primary" />
        <Typography id="reminders-types" variant="h6" component="h2">
          Reminder Types
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A type switched off is not sent to anyone until it is switched on again.
      </Typography>
      <Stack spacing={1.5}>
        {types.map((t) => {
          const id = `reminder-type-${t.type}`;
          return (
            <Stack key={t.type} direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <label htmlFor={id} style={{ cursor: 'pointer', flex: 1, minWidth: 0 }}>
                <Typography component="span" id={`${id}-label`} sx={{ display: 'block', fontWeight: 600 }}>
                  {REMINDER_TYPE_LABELS[t.type]}
                </Typography>
                <Typography component="span" id={`${id}-description`} variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {REMINDER_TYPE_WHEN[t.type]}
                </Typography>
              </label>
              <Switch
                id={id}
                checked={t.enabled}
                disabled={change.isPending}
                onChange={(_, value) => flip(t.type, value)}
                slotProps={{ input: { role: 'switch', 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-description` } }}
              />
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** What the venue reminds clients of by itself this week, and a switch per kind of reminder. */
export function RemindersScreen() {
  const reminders = useQuery(upcomingRemindersQuery());
  return (
    <>
      <PageHeading
        title="Reminders"
        subtitle={
          reminders.data
            ? `${formatDay(reminders.data.from)} to ${formatDay(reminders.data.to)} (PHT), sent as each client's notification settings allow`
            : undefined
        }
      />
      <QueryState query={reminders} loading="Loading reminders…" error={loadError('reminders')}>
        {(data) => (
          <Stack spacing={3}>
            <ComingWeek data={data} />
            <TypeSwitches types={data.types} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
