import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver loaded on first use. The account pages are painted and usable without zod (about
 * 40 KB gzip and a long task to start on a phone): validation first runs on submit, and `preload` (wired to the
 * form's first input) has it in by then. A submit that comes first simply waits for it.
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
