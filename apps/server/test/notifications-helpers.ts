import type { TTestApp } from './test-app';

export interface TSeenNotification {
  type: string;
  priority: string;
  title: string;
  body: string;
  link: string | null;
}

/** The newest notification in this person's panel, as the API lists it. */
export async function newestNotification(t: TTestApp, token: string): Promise<TSeenNotification | undefined> {
  const res = await t.api.get('/api/notifications/?page_size=1', { token });
  return (res.json() as { results: TSeenNotification[] }).results[0];
}
