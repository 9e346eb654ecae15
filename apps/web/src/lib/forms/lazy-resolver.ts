import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver loaded on first use. The account pages are painted and usable before zod (about
 * 40 KB gzip) has arrived: validation only runs once the visitor leaves a field or submits, and by then the
 * resolver is in (it starts loading as soon as the form mounts).
 */
export function lazyResolver<TIn extends FieldValues, TOut = TIn>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): { resolver: Resolver<TIn, unknown, TOut>; preload: () => void } {
  let loaded: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  const get = () => (loaded ??= load());
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
