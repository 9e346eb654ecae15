import type { ZChangePasswordRequest } from '@venue/shared/accounts/password.schema';
import { ZDetail } from '@venue/shared/common/detail.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (values: z.output<typeof ZChangePasswordRequest>) => api.post('/users/me/change-password/', values, { schema: ZDetail }),
  });
}
