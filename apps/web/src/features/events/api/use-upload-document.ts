import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { eventKeys } from '@/features/events/api/events.queries';
import { uploadDocument, type TUploadInput } from '@/features/events/api/upload-request';

/** The mutation plus its upload percentage, for the dialog's progress bar. */
export function useUploadDocument(eventId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (input: TUploadInput) => {
      setProgress(0);
      return uploadDocument(eventId, input, setProgress);
    },
    // The header's document count and the timeline change with the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
  });
  return { ...mutation, progress };
}
