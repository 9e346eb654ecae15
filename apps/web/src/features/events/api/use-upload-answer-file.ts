import { useMutation } from '@tanstack/react-query';
import { ZAnswerFileUploadResponse } from '@venue/shared/events/questionnaire.schema';
import { api } from '@/lib/api-client';

/**
 * A file for a file question of the event (POST /questionnaires/responses/upload/). It becomes the answer only when
 * the questionnaire is saved with its file_id, so Cancel leaves the saved answer as it was.
 */
export function useUploadAnswerFile(eventId: number) {
  return useMutation({
    mutationFn: ({ fieldId, file }: { fieldId: number; file: File }) => {
      const body = new FormData();
      body.set('event', String(eventId));
      body.set('field', String(fieldId));
      body.set('file', file); // last, so the server knows the event before it keeps a byte
      return api.post('/questionnaires/responses/upload/', body, { schema: ZAnswerFileUploadResponse });
    },
  });
}
