import type { TAuthResponse, TUser } from '@venue/shared/accounts/user.schema';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { isTokens } from '@/lib/storage';

/*
 * The account calls the session itself depends on. They sit in the main chunk, so they check the answer's shape
 * by hand instead of with the shared zod schemas: zod's classic build cannot be tree-shaken and would add about
 * 50 KB gzip to the landing page. The server already serializes these answers through those same schemas.
 */
function isUser(value: unknown): value is TUser {
  const v = value as Partial<TUser> | null;
  return !!v && typeof v.id === 'number' && typeof v.email === 'string' && typeof v.first_name === 'string';
}

function expectUser(value: unknown): TUser {
  if (!isUser(value)) throw new ApiError(200, value, 'Unexpected answer from the server.');
  return value;
}

export const sessionApi = {
  login: async (email: string, password: string, rememberMe: boolean): Promise<TAuthResponse> => {
    const body = await api.post<{ user?: unknown; tokens?: unknown }>('/users/login/', { email, password, remember_me: rememberMe });
    if (!isTokens(body?.tokens)) throw new ApiError(200, body, 'Unexpected answer from the server.');
    return { user: expectUser(body.user), tokens: body.tokens };
  },
  me: async (signal?: AbortSignal): Promise<TUser> => expectUser(await api.get('/users/me/', { signal })),
  /** With the tokens the caller kept: the page has already forgotten them when the server is told. */
  logout: (tokens: { access: string; refresh: string }) =>
    api.post('/users/logout/', { refresh: tokens.refresh }, { headers: { Authorization: `Bearer ${tokens.access}` } }),
};
