import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHomePage, type TUpdateHomeRequest } from '@venue/shared/site/home.schema';
import { ZAdminPage, ZAdminPageList, type TPageUpdateRequest } from '@venue/shared/site/pages.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const staffPagesKeys = {
  all: [...QUERY_ROOTS.staffAdmin, 'pages'] as const,
  list: () => [...staffPagesKeys.all, 'list'] as const,
};

export const pagesListQuery = () =>
  queryOptions({
    queryKey: staffPagesKeys.list(),
    queryFn: ({ signal }) => api.get('/admin/pages/', { signal, schema: ZAdminPageList }),
    staleTime: 0,
  });

/** Every page write changes what the public site shows and, for Terms and Privacy, what forms ask to accept. */
const meta = { invalidates: [QUERY_ROOTS.sitePages, QUERY_ROOTS.staffAdmin] };

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TPageUpdateRequest & { id: number }) => api.put(`/admin/pages/${id}/`, body, { schema: ZAdminPage }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffPagesKeys.all }),
    meta,
  });
}

export function useStartVersion() {
  return useMutation({ mutationFn: (slug: string) => api.post(`/admin/page-versions/${slug}/`, undefined, { schema: ZAdminPage }), meta });
}

export function usePublishPage() {
  return useMutation({ mutationFn: (id: number) => api.post(`/admin/pages/${id}/publish/`, undefined, { schema: ZAdminPage }), meta });
}

/** The home page's words (Pages > Home Page): read as visitors read them, saved whole at the version read. */
export const homeContentQuery = () =>
  queryOptions({
    queryKey: [...staffPagesKeys.all, 'home'] as const,
    queryFn: ({ signal }) => api.get('/site/home/', { signal, schema: ZHomePage }),
    staleTime: 0,
  });

export function useSaveHome() {
  return useMutation({ mutationFn: (body: TUpdateHomeRequest) => api.put('/admin/home/', body, { schema: ZHomePage }), meta });
}
