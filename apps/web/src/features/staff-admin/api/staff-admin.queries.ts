import { ZCreateInvitationResponse } from '@venue/shared/accounts/invitation.schema';
import { zPaged } from '@venue/shared/common/paged.schema';
import { ZAuditEntry, ZStaffAccount, type TStaffAccountUpdateRequest, type TStaffInvitationRequest } from '@venue/shared/staff/admin.schema';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** The venue's own accounts never number more than a page; the server's page holds 100. */
const TEAM_PAGE_SIZE = 100;
export const AUDIT_PAGE_SIZE = 50;

export interface TAuditFilters {
  object_type?: string;
  object_id?: string;
  actor?: number;
  page: number;
}

export const staffAdminKeys = {
  all: QUERY_ROOTS.staffAdmin,
  team: () => [...staffAdminKeys.all, 'team'] as const,
  audits: () => [...staffAdminKeys.all, 'audit'] as const,
  audit: (filters: TAuditFilters) => [...staffAdminKeys.audits(), filters] as const,
};

export const teamQuery = () =>
  queryOptions({
    queryKey: staffAdminKeys.team(),
    queryFn: ({ signal }) => api.get(`/admin/staff/?page_size=${TEAM_PAGE_SIZE}`, { signal, schema: zPaged(ZStaffAccount) }),
    staleTime: 60_000,
  });

/** Every staff write adds a row, from any screen: the log is asked again whenever it is shown. */
export const auditQuery = (filters: TAuditFilters) =>
  queryOptions({
    queryKey: staffAdminKeys.audit(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), page_size: String(AUDIT_PAGE_SIZE) });
      if (filters.object_type) params.set('object_type', filters.object_type);
      if (filters.object_id) params.set('object_id', filters.object_id);
      if (filters.actor) params.set('actor', String(filters.actor));
      return api.get(`/admin/audit/?${params}`, { signal, schema: zPaged(ZAuditEntry) });
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useInviteStaff() {
  return useMutation({
    mutationFn: (body: TStaffInvitationRequest) => api.post('/admin/staff-invitations/', body, { schema: ZCreateInvitationResponse }),
  });
}

export function useUpdateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TStaffAccountUpdateRequest & { id: number }) => api.patch(`/admin/staff/${id}/`, body, { schema: ZStaffAccount }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAdminKeys.all }),
  });
}
