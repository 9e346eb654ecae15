import { ZStaffQuestionnaire, ZStaffQuestionnaireList } from '@venue/shared/staff/questionnaires.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** Keys from general to specific: any write drops every questionnaire read (the list counts questions). */
export const staffQuestionnairesKeys = {
  all: QUERY_ROOTS.staffQuestionnaires,
  list: () => [...staffQuestionnairesKeys.all, 'list'] as const,
  detail: (id: number) => [...staffQuestionnairesKeys.all, 'detail', id] as const,
};

export const questionnaireListQuery = () =>
  queryOptions({
    queryKey: staffQuestionnairesKeys.list(),
    queryFn: ({ signal }) => api.get('/staff/questionnaires/', { signal, schema: ZStaffQuestionnaireList }),
    staleTime: 30_000,
  });

/** Answer counts move as clients answer: asked again when the builder is opened. */
export const questionnaireQuery = (id: number) =>
  queryOptions({
    queryKey: staffQuestionnairesKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/staff/questionnaires/${id}/`, { signal, schema: ZStaffQuestionnaire }),
    staleTime: 0,
  });
