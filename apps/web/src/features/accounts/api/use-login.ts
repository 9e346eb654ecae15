import type { TLoginRequest } from '@venue/shared/accounts/login.schema';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-context';

/** Signing in goes through the auth provider so the session state and storage change together. */
export function useLogin() {
  const { login } = useAuth();
  return useMutation({
    mutationFn: (values: TLoginRequest) => login(values.email, values.password, values.remember_me ?? false),
  });
}
