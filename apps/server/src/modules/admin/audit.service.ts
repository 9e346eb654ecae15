import type { TAuditQuery } from '@venue/shared/staff/admin.schema';
import type { TContext } from '../../context';
import { listAuditRows } from './audit.repo';

/** Admins read what the venue's people did; nothing writes here but recordAudit (lib/audit.ts). */
export const listAudit = (ctx: TContext, q: TAuditQuery) => listAuditRows(ctx.db, q);
