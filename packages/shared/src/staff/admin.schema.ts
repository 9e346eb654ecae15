import { z } from 'zod';
import { zEmail, zName } from '../accounts/fields';
import { ROLES } from '../accounts/roles';
import { zId, zPage } from '../common/input';

/** The roles an admin can give: the venue's own people. Clients are invited by staff. */
export const VENUE_ROLES = ['staff', 'admin'] as const;
const zVenueRole = z.enum(VENUE_ROLES, { error: 'Role must be staff or admin' });

/** POST /api/admin/staff-invitations/ (answers ZCreateInvitationResponse). */
export const ZStaffInvitationRequest = z.object({ email: zEmail, first_name: zName('First name'), last_name: zName('Last name'), role: zVenueRole });
export type TStaffInvitationRequest = z.input<typeof ZStaffInvitationRequest>;

/** GET /api/admin/staff/ */
export const ZStaffAccountsQuery = z.object({
  page: zPage(),
  page_size: z.coerce.number().int().min(1, 'Page size must be between 1 and 100').max(100, 'Page size must be between 1 and 100').default(50),
});

export const ZStaffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  date_joined: z.string(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;

/** PATCH /api/admin/staff/{id}/ */
export const ZStaffAccountUpdateRequest = z
  .object({ is_active: z.boolean({ error: 'is_active must be true or false' }).optional(), role: zVenueRole.optional() })
  .refine((v) => v.is_active !== undefined || v.role !== undefined, { message: 'Send is_active or role', path: ['non_field_errors'] });
export type TStaffAccountUpdateRequest = z.input<typeof ZStaffAccountUpdateRequest>;

/** GET /api/admin/audit/ */
export const ZAuditQuery = z.object({
  object_type: z.string().trim().max(50, 'object_type must be at most 50 characters').optional(),
  object_id: z.string().trim().max(50, 'object_id must be at most 50 characters').optional(),
  /** The acting user's id. */
  actor: zId('Choose a valid user').optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1, 'Page size must be between 1 and 100').max(100, 'Page size must be between 1 and 100').default(50),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string(),
  actor_role: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  /** What the object was called when the change was made ("Maria Santos", "INV-2026-000003"); '' for old entries. */
  object_label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const STAFF_ACCOUNT_NOT_FOUND = 'Staff account not found.';
export const LAST_ADMIN = 'There must always be at least one active administrator.';
