import { ZUser } from '@venue/shared/accounts/user.schema';
import { useMutation } from '@tanstack/react-query';
import { useSaveUser } from '@/features/profile/api/use-update-profile';
import { api } from '@/lib/api-client';

/** The server answers the updated user (docs/decisions.md), so the new avatar_url shows at once. */
export function useUploadAvatar() {
  const saveUser = useSaveUser();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return api.post('/users/me/avatar/', form, { schema: ZUser });
    },
    onSuccess: saveUser,
  });
}
