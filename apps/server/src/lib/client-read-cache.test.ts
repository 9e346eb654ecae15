import { expect, it } from 'vitest';
import { createClientReadCache } from './client-read-cache';

it('serves a client their cached read until they write', async () => {
  const cache = createClientReadCache(10_000);
  let n = 0;
  const load = async () => ++n;
  expect(await cache.read(1, 'list', load)).toBe(1);
  expect(await cache.read(1, 'list', load)).toBe(1);
  expect(await cache.read(2, 'list', load)).toBe(2);
  cache.invalidate(1);
  expect(await cache.read(1, 'list', load)).toBe(3);
});

it('does not store a read that overlapped a write', async () => {
  const cache = createClientReadCache(10_000);
  let n = 0;
  const slow = async () => {
    const v = ++n;
    cache.invalidate(1); // a write lands while this read is in flight
    return v;
  };
  expect(await cache.read(1, 'list', slow)).toBe(1);
  expect(await cache.read(1, 'list', async () => ++n)).toBe(2);
});

it('expires entries', async () => {
  const cache = createClientReadCache(0);
  let n = 0;
  await cache.read(1, 'k', async () => ++n);
  expect(await cache.read(1, 'k', async () => ++n)).toBe(2);
});
