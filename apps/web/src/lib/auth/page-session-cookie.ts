import { PAGE_SESSION_COOKIE } from '@venue/shared/accounts/page-session';
import { ACCESS_TOKEN_MINUTES } from '@venue/shared/accounts/token-lifetime';

/**
 * The page-session cookie (shared accounts/page-session.ts): the access token, so the server can send a signed-in
 * page already drawn with its data. It lives as long as the token and goes with the stored session. SameSite=Lax:
 * a link from an e-mail opens the page drawn too; the cookie can only make the server draw a page, never act.
 */
export const pageSessionCookie = {
  write(access: string): void {
    if (typeof document === 'undefined') return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${PAGE_SESSION_COOKIE}=${encodeURIComponent(access)}; Path=/; Max-Age=${ACCESS_TOKEN_MINUTES * 60}; SameSite=Lax${secure}`;
  },
  clear(): void {
    if (typeof document === 'undefined') return;
    document.cookie = `${PAGE_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};
