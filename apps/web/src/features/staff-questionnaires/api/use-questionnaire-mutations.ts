import {
  ZStaffQuestionnaire,
  type TCreateQuestionnaireRequest,
  type TCreateQuestionRequest,
  type TUpdateQuestionnaireRequest,
  type TUpdateQuestionRequest,
} from '@venue/shared/staff/questionnaires.schema';
import { useMutation } from '@tanstack/react-query';
import { staffQuestionnairesKeys } from '@/features/staff-questionnaires/api/staff-questionnaires.queries';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

// The wizard's flows, the portal's questionnaires, the staff event answers and the audit log read what changes here.
const WRITE = {
  invalidates: [staffQuestionnairesKeys.all, QUERY_ROOTS.booking, QUERY_ROOTS.events, QUERY_ROOTS.staffEvents, QUERY_ROOTS.staffAdmin],
};
const schema = ZStaffQuestionnaire;

/** Creates (no id) or changes a questionnaire's own fields. */
export function useSaveQuestionnaire() {
  return useMutation({
    meta: WRITE,
    mutationFn: ({ id, body }: { id: number | null; body: TCreateQuestionnaireRequest | TUpdateQuestionnaireRequest }) =>
      id === null ? api.post('/admin/questionnaires/', body, { schema }) : api.patch(`/admin/questionnaires/${id}/`, body, { schema }),
  });
}

/** Adds (no question id) or edits a question; the server makes a new version when the question has answers. */
export function useSaveQuestion(questionnaireId: number) {
  return useMutation({
    meta: WRITE,
    mutationFn: ({ id, body }: { id: number | null; body: TCreateQuestionRequest | TUpdateQuestionRequest }) =>
      id === null
        ? api.post(`/admin/questionnaires/${questionnaireId}/questions/`, body, { schema })
        : api.patch(`/admin/questionnaires/${questionnaireId}/questions/${id}/`, body, { schema }),
  });
}

export function useMoveQuestion(questionnaireId: number) {
  return useMutation({
    meta: WRITE,
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      api.post(`/admin/questionnaires/${questionnaireId}/questions/${id}/move/`, { direction }, { schema }),
  });
}

export function useRemoveQuestion(questionnaireId: number) {
  return useMutation({
    meta: WRITE,
    mutationFn: (id: number) => api.delete(`/admin/questionnaires/${questionnaireId}/questions/${id}/`, { schema }),
  });
}
