import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { OPTIONAL_KINDS, type TDeliveryChannel, type TEssentialKind, type TOptionalKind } from '@venue/shared/notifications/settings.schema';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { ScrollTable } from '@/components/staff/scroll-table';
import { notificationSettingsQuery } from '@/features/notifications/api/notifications.queries';
import { useUpdateNotificationSettings } from '@/features/notifications/api/use-update-notification-settings';

const KIND_LABELS: Record<TOptionalKind, { name: string; about: string }> = {
  event_reminders: { name: 'Event reminders', about: 'Upcoming events and changes to their schedule' },
  task_reminders: { name: 'Task reminders', about: 'Tasks that wait on you' },
  messages: { name: 'Messages', about: 'New messages from the venue' },
  marketing: { name: 'News and offers', about: 'Promotions and venue news' },
};
const ESSENTIAL_LABELS: Record<TEssentialKind, string> = {
  security: 'Security (sign-in, password changes)',
  contracts: 'Contracts (sent, signed, voided)',
  payments: 'Payments (receipts, instructions)',
};
const CHANNELS: { key: TDeliveryChannel; label: string }[] = [
  { key: 'email', label: 'E-mail' },
  { key: 'sms', label: 'SMS' },
  { key: 'in_app', label: 'In the portal' },
];

/** Notification Settings (the profile's quick action): the non-essential e-mails, SMS and panel notices. */
export function NotificationSettingsScreen() {
  const settings = useQuery(notificationSettingsQuery());
  const update = useUpdateNotificationSettings();
  const toast = useToast();
  const save = (patch: Parameters<typeof update.mutate>[0]) =>
    update.mutate(patch, {
      onSuccess: () => toast({ severity: 'success', message: 'Notification settings saved.' }),
      onError: (e) => toast({ severity: 'error', title: 'Update Failed', message: e.message }),
    });

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
        Notification Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Choose which e-mails, text messages and portal notifications you receive.
      </Typography>
      <QueryState query={settings} loading="Loading notification settings..." error="Unable to load notification settings. Please try again later.">
        {(s) => (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <FormControlLabel
                control={<Switch checked={s.sms_enabled} disabled={update.isPending} onChange={(e) => save({ sms_enabled: e.target.checked })} />}
                label="Send me text messages (SMS)"
              />
              {!s.sms_enabled && (
                <Alert severity="info" sx={{ mt: 1 }}>
                  Only essential text messages will be sent.
                </Alert>
              )}
            </Paper>
            <ScrollTable label="Optional notifications">
              <TableHead>
                <TableRow>
                  <TableCell>Notification</TableCell>
                  {CHANNELS.map((c) => (
                    <TableCell key={c.key} align="center">
                      {c.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {OPTIONAL_KINDS.map((kind) => (
                  <TableRow key={kind}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {KIND_LABELS[kind].name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {KIND_LABELS[kind].about}
                      </Typography>
                    </TableCell>
                    {CHANNELS.map((c) => (
                      <TableCell key={c.key} align="center">
                        <Switch
                          checked={s[kind][c.key] && (c.key !== 'sms' || s.sms_enabled)}
                          disabled={update.isPending || (c.key === 'sms' && !s.sms_enabled)}
                          onChange={(e) => save({ [kind]: { [c.key]: e.target.checked } })}
                          slotProps={{ input: { 'aria-label': `${KIND_LABELS[kind].name} by ${c.label}` } }}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
            <Paper variant="outlined" component="section" aria-labelledby="essential-title" sx={{ p: 2 }}>
              <Typography id="essential-title" variant="h6" component="h2">
                Always sent
              </Typography>
              <Typography variant="body2" color="text.secondary">
                These are essential to your account and bookings, so they cannot be turned off.
              </Typography>
              <List dense>
                {s.essential.map((kind) => (
                  <ListItem key={kind}>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <Lock fontSize="small" aria-hidden />
                    </ListItemIcon>
                    <ListItemText primary={ESSENTIAL_LABELS[kind]} />
                  </ListItem>
                ))}
              </List>
            </Paper>
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
