import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import type { TInquiry } from '@venue/shared/staff/inquiry.schema';
import { Link as RouterLink } from 'react-router';
import { EmptyText } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { formatInstant } from '@/components/staff/staff-format';
import { followUpWords, inquiryAsk } from '@/features/staff-inquiries/inquiry-words';

/** The pipeline as one list, newest first: each row opens its inquiry. */
export function InquiryList({ inquiries, today }: { inquiries: TInquiry[]; today: string }) {
  if (inquiries.length === 0) return <EmptyText>No inquiries match.</EmptyText>;
  return (
    <List aria-label="Inquiries" disablePadding>
      {inquiries.map((i) => {
        const followUp = followUpWords(i, today);
        return (
          <ListItem key={i.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={`/staff/inquiries/${i.id}`} sx={{ px: 1, alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={i.name}
                secondary={[inquiryAsk(i), `${i.source_display}, received ${formatInstant(i.created_at)}`, i.owner?.name].filter(Boolean).join(' · ')}
                sx={{ m: 0, minWidth: 0, flex: '1 1 240px', overflowWrap: 'anywhere' }}
              />
              <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 0.5 }}>
                <Chip size="small" label={i.stage_display} color={i.stage === 'WON' ? 'success' : 'default'} />
                {followUp && <ToneChip size="small" label={followUp.text} color={followUp.due ? 'warning' : 'default'} variant="outlined" />}
              </Stack>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
