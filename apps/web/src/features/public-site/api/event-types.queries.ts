import { ZEventTypesResponse } from '@venue/shared/events/availability.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// /booking is its own lazy chunk, so the shared zod schema can check this answer without weighing on the landing page.
export const eventTypeKeys = {
  all: ['event-types'] as const,
  list: () => [...eventTypeKeys.all, 'list'] as const,
};

export const eventTypesQuery = () =>
  queryOptions({
    queryKey: eventTypeKeys.list(),
    queryFn: ({ signal }) => api.get('/events/event-types/', { signal, schema: ZEventTypesResponse }),
  });
