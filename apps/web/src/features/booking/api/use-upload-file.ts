import { useMutation } from '@tanstack/react-query';
import { ZQuestionnaireUploadResponse } from '@venue/shared/booking/questionnaire.schema';
import { api } from '@/lib/api-client';

/** A questionnaire file of this session (the session id is what lets a guest upload at all). */
export function useUploadFile(sessionId: string) {
  return useMutation({
    mutationFn: ({ file, questionnaireId, fieldId }: { file: File; questionnaireId: number; fieldId: number }) => {
      const body = new FormData();
      body.set('questionnaire', String(questionnaireId));
      body.set('field', String(fieldId));
      body.set('session_id', sessionId);
      body.set('file', file);
      return api.post('/questionnaires/upload/', body, { schema: ZQuestionnaireUploadResponse });
    },
  });
}
