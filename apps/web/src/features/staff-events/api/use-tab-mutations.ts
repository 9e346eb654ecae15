import { ZEventDocument } from '@venue/shared/events/document.schema';
import { ZStaffFeedback, type TFeedbackResponseRequest } from '@venue/shared/staff/staff-feedback.schema';
import { ZStaffNote, type TStaffNoteRequest } from '@venue/shared/staff/staff-note.schema';
import { ZStaffTask, type TStaffTaskCreateRequest, type TStaffTaskUpdateRequest } from '@venue/shared/staff/staff-task.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staffEventKeys } from '@/features/staff-events/api/staff-events.queries';
import { api } from '@/lib/api-client';
import { postMultipart } from '@/lib/multipart-upload';
import { QUERY_ROOTS } from '@/lib/query-roots';

/**
 * The writes of an event's tabs. Each refreshes the whole event (its counts and timeline move with the tab), and
 * Today where it lists the object (tasks waiting on clients, feedback without a response).
 */
function useRefreshEvent(eventId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffEventKeys.detail(eventId) });
}

export function useCreateTask(eventId: number) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (body: TStaffTaskCreateRequest) => api.post(`/staff/events/${eventId}/tasks/`, body, { schema: ZStaffTask }),
    onSuccess: refresh,
    meta: { invalidates: [QUERY_ROOTS.staffToday] },
  });
}

export function useUpdateTask(eventId: number) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: ({ taskId, ...body }: TStaffTaskUpdateRequest & { taskId: number }) => api.patch(`/staff/tasks/${taskId}/`, body, { schema: ZStaffTask }),
    onSuccess: refresh,
    meta: { invalidates: [QUERY_ROOTS.staffToday] },
  });
}

export function useDeleteTask(eventId: number) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (taskId: number) => api.delete(`/staff/tasks/${taskId}/`),
    onSuccess: refresh,
    meta: { invalidates: [QUERY_ROOTS.staffToday] },
  });
}

export function useAddNote(eventId: number) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (body: TStaffNoteRequest) => api.post(`/staff/events/${eventId}/notes/`, body, { schema: ZStaffNote }),
    onSuccess: refresh,
  });
}

export interface TStaffUploadInput {
  file: File;
  name: string;
  category: string;
  description: string;
}

/** The upload plus its percentage, for the dialog's progress bar. */
export function useUploadDocument(eventId: number) {
  const refresh = useRefreshEvent(eventId);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (input: TStaffUploadInput) => {
      setProgress(0);
      const form = new FormData();
      form.append('name', input.name);
      form.append('category', input.category);
      form.append('description', input.description);
      form.append('file', input.file); // last, so the server has the text fields before it streams the file
      return ZEventDocument.parse(await postMultipart(`/staff/events/${eventId}/documents/`, form, setProgress));
    },
    onSuccess: refresh,
  });
  return { ...mutation, progress };
}

export function useDeleteDocument(eventId: number) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({ mutationFn: (documentId: number) => api.delete(`/staff/documents/${documentId}/`), onSuccess: refresh });
}

export function useRespondToFeedback(eventId: number) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (body: TFeedbackResponseRequest) => api.post(`/staff/events/${eventId}/feedback/response/`, body, { schema: ZStaffFeedback }),
    onSuccess: refresh,
    meta: { invalidates: [QUERY_ROOTS.staffToday] },
  });
}
