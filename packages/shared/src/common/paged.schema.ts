import { z } from 'zod';
import { zPage } from './input';

/** Lists are paged as {count, next, previous, results}; see docs/api.md. */
export const ZPageQuery = z.object({
  page: zPage(),
  page_size: z.coerce.number().int().min(1, 'Page size must be between 1 and 100').max(100, 'Page size must be between 1 and 100').default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const zPaged = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });
