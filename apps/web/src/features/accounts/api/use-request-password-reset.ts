import { ZDetail } from '@venue/shared/common/detail.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post('/users/password-reset/request/', { email }, { schema: ZDetail }),
  });
}
