import { useQuery } from '@tanstack/react-query';
import type { TSiteSettings } from '@venue/shared/site/settings.schema';
import { api } from '@/lib/api-client';

/** The sidebar's "v2.0.0" label comes from the server, so it names the build that is actually deployed. */
export function useAppVersion(): string | null {
  const { data } = useQuery({
    queryKey: ['site', 'settings'],
    queryFn: ({ signal }) => api.get<TSiteSettings>('/site/settings/', { signal }),
    staleTime: Infinity,
  });
  return typeof data?.version === 'string' ? data.version : null;
}
