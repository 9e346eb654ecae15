/**
 * A value made on its first use, then kept: for Intl formatters, whose making loads locale and time-zone data (a
 * long piece of work on a phone) and which a module made at load time for every page that imported it, whether
 * the page formatted anything or not.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
