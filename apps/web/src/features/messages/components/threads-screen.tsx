import Add from '@mui/icons-material/Add';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TThread } from '@venue/shared/messages/thread.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { Pager } from '@/components/staff/pager';
import { SearchField } from '@/components/staff/search-field';
import { THREADS_PAGE_SIZE, threadsQuery, type TMessagesSide, type TThreadFilters } from '@/features/messages/api/messages.queries';
import { NewThreadDialog } from '@/features/messages/components/new-thread-dialog';
import { formatMessageTime } from '@/features/messages/message-format';

function ThreadRow({ thread, side, basePath }: { thread: TThread; side: TMessagesSide; basePath: string }) {
  const unread = thread.unread_count > 0;
  const about = [side === 'venue' ? thread.client_name : null, thread.event_name].filter(Boolean).join(' · ');
  return (
    <ListItem disablePadding divider data-testid="thread-row">
      <ListItemButton component={RouterLink} to={`${basePath}/thread/${thread.id}`} sx={{ alignItems: 'flex-start', gap: 2 }}>
        <ListItemText
          primary={
            <Typography component="span" sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
              {thread.subject}
            </Typography>
          }
          secondary={
            <>
              {about && (
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  {about}
                </Typography>
              )}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {thread.last_message_preview}
              </Typography>
            </>
          }
        />
        <Stack sx={{ alignItems: 'flex-end', flexShrink: 0, gap: 1 }}>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatMessageTime(thread.last_message_at)}
          </Typography>
          {unread && <Badge badgeContent={thread.unread_count} color="secondary" aria-label={`${thread.unread_count} unread`} sx={{ mr: 1 }} />}
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}

/** Conversations with the venue (the client's /messages) or with every client (the console's inbox). */
export function ThreadsScreen({ side, basePath }: { side: TMessagesSide; basePath: string }) {
  const [filters, setFilters] = useState<TThreadFilters>({ search: '', unread: false, page: 1 });
  const threads = useQuery(threadsQuery(side, filters));
  const [writing, setWriting] = useState(false);
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
            {side === 'venue' ? 'Client Messages' : 'Messages'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {side === 'venue' ? 'Conversations with every client; answer them here.' : 'Your conversations with the venue.'}
          </Typography>
        </div>
        {side === 'client' && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setWriting(true)}>
            New Message
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField label="Search conversations" value={filters.search} onSearch={(search) => setFilters((f) => ({ ...f, search, page: 1 }))} />
        <FormControlLabel
          control={<Switch checked={filters.unread} onChange={(e) => setFilters((f) => ({ ...f, unread: e.target.checked, page: 1 }))} />}
          label="Unread only"
        />
      </Stack>
      <QueryState query={threads} loading="Loading conversations..." error="Unable to load messages. Please try again later.">
        {(data) =>
          data.results.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography variant="h6" component="p">
                No Messages
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {filters.search || filters.unread ? 'No conversation matches these filters.' : 'Conversations will appear here.'}
              </Typography>
            </Paper>
          ) : (
            <>
              <Paper variant="outlined">
                <List disablePadding aria-label="Conversations">
                  {data.results.map((t) => (
                    <ThreadRow key={t.id} thread={t} side={side} basePath={basePath} />
                  ))}
                </List>
              </Paper>
              <Pager
                count={data.count}
                page={filters.page}
                pageSize={THREADS_PAGE_SIZE}
                onPage={(page) => setFilters((f) => ({ ...f, page }))}
                noun="conversation"
              />
            </>
          )
        }
      </QueryState>
      {side === 'client' && <NewThreadDialog open={writing} onClose={() => setWriting(false)} basePath={basePath} />}
    </Box>
  );
}
