import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { messageKeys, threadQuery, type TMessagesSide } from '@/features/messages/api/messages.queries';
import { MessageBubble } from '@/features/messages/components/message-bubble';
import { MessageComposer } from '@/features/messages/components/message-composer';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** One conversation, oldest first, with the answer box under it. */
export function ThreadScreen({ threadId, side, basePath }: { threadId: number; side: TMessagesSide; basePath: string }) {
  const thread = useQuery(threadQuery(threadId));
  const client = useQueryClient();
  const unreadBefore = thread.data?.unread_count ?? 0;
  // Reading it marked the other side's messages read on the server: the lists and counts follow.
  useEffect(() => {
    if (thread.dataUpdatedAt === 0) return;
    void client.invalidateQueries({ queryKey: messageKeys.lists() });
    void client.invalidateQueries({ queryKey: messageKeys.unreadCount() });
    if (unreadBefore > 0) void client.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard });
  }, [thread.dataUpdatedAt, unreadBefore, client]);

  return (
    <Box>
      <Button component={RouterLink} to={basePath} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        Back to Messages
      </Button>
      <QueryState query={thread} loading="Loading conversation..." error="Unable to load this conversation. Please try again later.">
        {(t) => (
          <Stack spacing={2}>
            <div>
              <Typography variant="h4" component="h1" sx={{ color: 'primary.main', overflowWrap: 'anywhere' }}>
                {t.subject}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {[side === 'venue' ? t.client_name : 'With the venue', t.event_name].filter(Boolean).join(' · ')}
              </Typography>
            </div>
            <Box component="ol" aria-label="Messages" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {t.messages.map((m) => (
                <MessageBubble key={m.id} message={m} mine={m.from_venue === (side === 'venue')} />
              ))}
            </Box>
            <MessageComposer threadId={t.id} />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
