import { useMutation } from '@tanstack/react-query';
import type { TCartGroup } from '@venue/shared/browser/cart';
import { cartRequestMessage } from '@venue/shared/browser/cart-request';
import { ZThreadDetail } from '@venue/shared/messages/thread.schema';
import { api } from '@/lib/api-client';
import { cartActions } from '@/lib/cart-store';
import { QUERY_ROOTS } from '@/lib/query-roots';

export interface TSentRequest {
  eventId: number;
  threadId: number;
}

/**
 * "Send request to the venue": one conversation per event (the venue quotes each event on its own), through the
 * client's messages API. Each event's lines leave the cart as soon as its message is sent, so a failure half-way
 * leaves only what was not sent, and sending again cannot send anything twice.
 */
export function useSendCartRequest() {
  return useMutation({
    mutationFn: async ({ groups, eventName }: { groups: TCartGroup[]; eventName: (eventId: number) => string }): Promise<TSentRequest[]> => {
      const sent: TSentRequest[] = [];
      for (const group of groups) {
        const message = cartRequestMessage(eventName(group.eventId), group);
        const thread = await api.post('/messages/threads/', { ...message, event_id: group.eventId }, { schema: ZThreadDetail });
        cartActions.removeMany(group.items.map((i) => i.id));
        sent.push({ eventId: group.eventId, threadId: thread.id });
      }
      return sent;
    },
    // The new conversations show in Messages and on the dashboard.
    meta: { invalidates: [QUERY_ROOTS.messages, QUERY_ROOTS.dashboard] },
  });
}
