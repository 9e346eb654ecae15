import { ZAuthResponse } from '@venue/shared/accounts/user.schema';
import type { ZRegisterRequest } from '@venue/shared/accounts/register.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** Answers a session like login; the page starts it after greeting, because the guest guard then moves on. */
export function useRegister() {
  return useMutation({
    mutationFn: (values: z.output<typeof ZRegisterRequest>) => api.post('/users/register/', values, { schema: ZAuthResponse }),
  });
}
