import { ZPasswordResetConfirmResponse, type ZPasswordResetConfirmRequest } from '@venue/shared/accounts/password.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export function useConfirmPasswordReset(token: string) {
  return useMutation({
    mutationFn: (values: z.output<typeof ZPasswordResetConfirmRequest>) =>
      api.post(`/users/password-reset/confirm/${encodeURIComponent(token)}/`, values, { schema: ZPasswordResetConfirmResponse }),
  });
}
