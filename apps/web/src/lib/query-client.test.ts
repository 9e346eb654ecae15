import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('declared cross-feature invalidation', () => {
  it('refreshes the keys a successful mutation names, and nothing after a failure', async () => {
    const client = createQueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const meta = { invalidates: [['events'], ['dashboard']] };
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'ok', meta })
      .execute(undefined);
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['events'], ['dashboard']]);
    spy.mockClear();
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: async () => Promise.reject(new Error('no')), meta })
        .execute(undefined),
    ).rejects.toThrow('no');
    expect(spy).not.toHaveBeenCalled();
  });
});
