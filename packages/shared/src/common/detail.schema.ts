import { z } from 'zod';

export const ZDetail = z.object({ detail: z.string() });
export type TDetail = z.infer<typeof ZDetail>;

export const ZErrorBody = z.object({ detail: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });
export type TErrorBody = z.infer<typeof ZErrorBody>;
