import { ZClientEventSheet, ZEventSheet, type TEventSheet, type TEventSheetUpdateRequest, type TSheetPaper } from '@venue/shared/staff/event-sheet.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchAuthorizedBlob, saveBlob } from '@/lib/authorized-download';
import { eventSheetKeys } from '@/features/event-sheet/api/event-sheet.queries';

/** Saving the rows or printing answers with the whole sheet: it becomes the cached one. */
function useSetStaffSheet(eventId: number) {
  const queryClient = useQueryClient();
  return (sheet: TEventSheet) => queryClient.setQueryData(eventSheetKeys.staff(eventId), sheet);
}

export function useSaveSheet(eventId: number) {
  const set = useSetStaffSheet(eventId);
  return useMutation({
    mutationFn: (body: TEventSheetUpdateRequest) => api.put(`/staff/events/${eventId}/sheet/`, body, { schema: ZEventSheet }),
    onSuccess: set,
  });
}

export function useMarkPrinted(eventId: number) {
  const set = useSetStaffSheet(eventId);
  return useMutation({
    mutationFn: () => api.post(`/staff/events/${eventId}/sheet/printed/`, undefined, { schema: ZEventSheet }),
    onSuccess: set,
  });
}

/** The PDF marks the version printed on the server: the cached sheet is asked for again. */
export function useDownloadSheetPdf(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paper: TSheetPaper) =>
      saveBlob(await fetchAuthorizedBlob(`/staff/events/${eventId}/sheet.pdf?paper=${paper}`), `event-sheet-${paper}.pdf`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventSheetKeys.staff(eventId) }),
  });
}

export function useConfirmSheet(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.post(`/client/events/${eventId}/sheet/confirm/`, { version }, { schema: ZClientEventSheet }),
    onSuccess: (sheet) => queryClient.setQueryData(eventSheetKeys.client(eventId), sheet),
    // A sheet changed since it was read (409) is asked for again, to be read and confirmed anew.
    onError: () => queryClient.invalidateQueries({ queryKey: eventSheetKeys.client(eventId) }),
  });
}
