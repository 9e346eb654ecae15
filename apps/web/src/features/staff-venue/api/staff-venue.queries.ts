import { queryOptions, useMutation } from '@tanstack/react-query';
import { type TUpdateVenueDetailsRequest, ZVenueDetails } from '@venue/shared/site/venue-details.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const staffVenueKeys = {
  all: QUERY_ROOTS.venue,
  details: () => [...QUERY_ROOTS.venue, 'staff'] as const,
};

export const staffVenueQuery = () =>
  queryOptions({
    queryKey: staffVenueKeys.details(),
    queryFn: ({ signal }) => api.get('/staff/venue/', { signal, schema: ZVenueDetails }),
    staleTime: 30_000,
  });

// The public layout's copy of the details (same root) goes with the staff one; the audit log shows the change.
const VENUE_WRITE = { invalidates: [QUERY_ROOTS.venue, QUERY_ROOTS.staffAdmin] };

/**
 * `onSaved` runs with the mutation, not with the form's mutate() call: the form is keyed by the details' version, so
 * the refetch the save triggers replaces it, and a mutate() callback of a form already gone never runs.
 */
export function useSaveVenueDetails(onSaved?: () => void) {
  return useMutation({
    meta: VENUE_WRITE,
    onSuccess: onSaved,
    mutationFn: (body: TUpdateVenueDetailsRequest) => api.put('/admin/venue/', body, { schema: ZVenueDetails }),
  });
}

export function useUploadVenueLogo() {
  return useMutation({
    meta: VENUE_WRITE,
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return api.post('/admin/venue/logo/', form, { schema: ZVenueDetails });
    },
  });
}
