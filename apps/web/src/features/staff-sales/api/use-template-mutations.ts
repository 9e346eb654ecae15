import { ZContractTemplate, type TCreateContractTemplateRequest } from '@venue/shared/contracts/contract-template.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffSalesKeys } from '@/features/staff-sales/api/staff-sales.queries';
import { api } from '@/lib/api-client';

/** Creates (no id) or changes a template; contracts already generated keep their own copy of the content. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: [staffSalesKeys.templateList()] },
    mutationFn: ({ id, body }: { id: number | null; body: TCreateContractTemplateRequest }) =>
      id === null
        ? api.post('/staff/contract-templates/', body, { schema: ZContractTemplate })
        : api.patch(`/staff/contract-templates/${id}/`, body, { schema: ZContractTemplate }),
    onSuccess: (template) => queryClient.setQueryData(staffSalesKeys.template(template.id), template),
  });
}
