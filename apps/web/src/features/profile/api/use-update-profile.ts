import { ZUser, type TUser, type ZUpdateMeRequest } from '@venue/shared/accounts/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { profileKeys } from '@/features/profile/api/profile.queries';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

/** Keeps the profile query and the session's user (top bar, greeting) in step with what the server saved. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  return (user: TUser) => {
    queryClient.setQueryData(profileKeys.me(), user);
    setUser(user);
  };
}

export function useUpdateProfile() {
  const saveUser = useSaveUser();
  return useMutation({
    mutationFn: (values: z.output<typeof ZUpdateMeRequest>) => api.put('/users/me/', values, { schema: ZUser }),
    onSuccess: saveUser,
  });
}
