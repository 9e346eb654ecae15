import { ZTask, type TUpdateTaskRequest } from '@venue/shared/events/task.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/events.queries';
import { api } from '@/lib/api-client';

export function useUpdateTask(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, ...body }: TUpdateTaskRequest & { taskId: number }) =>
      api.patch(`/client/events/${eventId}/tasks/${taskId}/`, body, { schema: ZTask }),
    // A task's status moves the header's upcoming tasks, the timeline and the list's progress counts.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }), queryClient.invalidateQueries({ queryKey: eventKeys.lists() })]),
  });
}
