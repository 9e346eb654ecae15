import Email from '@mui/icons-material/Email';
import Forum from '@mui/icons-material/Forum';
import Sms from '@mui/icons-material/Sms';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCommunicationDigest } from '@venue/shared/communications/digest.schema';
import { Link as RouterLink } from 'react-router';
import { DashboardCard } from '@/components/layout/dashboard-card';
import { ToneChip } from '@/components/feedback/tone-chip';
import { formatRecordTime } from '@/features/communications/record-labels';

/** Spec document 1: 5 recent messages are fetched, 3 displayed. */
const SHOWN = 3;

/** The dashboard's Communication Highlights: the newest records and what is still unread; Messages and View All Records go to /records. */
export function CommunicationHighlightsCard({ digest }: { digest: TCommunicationDigest }) {
  const recent = digest.recent_records.slice(0, SHOWN);
  return (
    <DashboardCard title="Communication Highlights" icon={<Forum color="primary" aria-hidden />}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        <ToneChip size="small" variant="outlined" label={`${digest.unread_records} unread e-mails`} />
        <ToneChip size="small" variant="outlined" label={`${digest.unread_notifications} unread notifications`} />
        <ToneChip size="small" variant="outlined" label={`${digest.unread_messages} unread messages`} />
      </Stack>
      {recent.length === 0 ? (
        <Typography color="text.secondary">No Communication History</Typography>
      ) : (
        <List disablePadding aria-label="Recent communications">
          {recent.map((r) => (
            <ListItem key={r.id} disablePadding divider sx={{ py: 0.75 }}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {r.channel === 'SMS' ? <Sms fontSize="small" aria-hidden /> : <Email fontSize="small" aria-hidden />}
              </ListItemIcon>
              <ListItemText
                primary={r.subject || (r.channel === 'SMS' ? 'Text message' : 'E-mail')}
                secondary={formatRecordTime(r.created_at)}
                slotProps={{ primary: { sx: { fontWeight: r.channel === 'EMAIL' && !r.is_opened ? 700 : 400, overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to="/records" size="small">
          View All Records
        </Button>
        <Button component={RouterLink} to="/messages" size="small">
          Messages
        </Button>
      </Stack>
    </DashboardCard>
  );
}
