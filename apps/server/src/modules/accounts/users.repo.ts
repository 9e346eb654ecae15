import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TRole } from '@venue/shared/accounts/roles';
import type { TUser } from '@venue/shared/accounts/user.schema';
import type { TDb, TTx } from '../../db/client';
import { countAll, paginate, type TPageRequest } from '../../db/paginate';
import { events, refreshTokens, users } from '../../db/schema';

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  company: users.company,
  billingAddress: users.billingAddress,
  tin: users.tin,
  avatarKey: users.avatarKey,
  isActive: users.isActive,
  role: users.role,
  dateJoined: users.dateJoined,
};
type TUserRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  billingAddress: string;
  tin: string;
  avatarKey: string | null;
  isActive: boolean;
  role: TRole;
  dateJoined: Date;
};

export const avatarUrl = (key: string | null) => (key ? `/api/users/avatars/${key}` : null);

export const toUserDto = (r: TUserRow): TUser => ({
  id: r.id,
  email: r.email,
  first_name: r.firstName,
  last_name: r.lastName,
  is_active: r.isActive,
  role: r.role,
  date_joined: r.dateJoined.toISOString(),
  profile: { phone: r.phone, company: r.company, billing_address: r.billingAddress, tin: r.tin },
  avatar_url: avatarUrl(r.avatarKey),
});

export async function findUserById(tx: TTx, id: number): Promise<TUser | null> {
  const [row] = await tx.select(userColumns).from(users).where(eq(users.id, id));
  return row ? toUserDto(row) : null;
}

export async function findCredentialsByEmail(tx: TTx, email: string) {
  const [row] = await tx
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function findPasswordHash(tx: TTx, id: number): Promise<string | null> {
  const [row] = await tx.select({ h: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.h ?? null;
}

export async function emailExists(tx: TTx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return Boolean(row);
}

export async function insertUser(
  tx: TTx,
  values: { email: string; passwordHash: string; firstName: string; lastName: string; phone?: string; company?: string; role?: TRole; passwordSet?: boolean },
): Promise<TUser> {
  const [row] = await tx.insert(users).values(values).returning(userColumns);
  return toUserDto(row!);
}

export async function updateUser(
  tx: TTx,
  id: number,
  values: Partial<{
    firstName: string;
    lastName: string;
    phone: string;
    company: string;
    billingAddress: string;
    tin: string;
    avatarKey: string;
    avatarCheckedAt: Date;
    passwordHash: string;
    passwordSet: boolean;
  }>,
): Promise<TUser | null> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(userColumns);
  return row ? toUserDto(row) : null;
}

export async function findAvatarKey(tx: TTx, id: number): Promise<string | null> {
  const [row] = await tx.select({ k: users.avatarKey }).from(users).where(eq(users.id, id));
  return row?.k ?? null;
}

const perDb = new WeakMap<TDb, ReturnType<typeof prepareSignedInUser>>();
function prepareSignedInUser(db: TDb) {
  return db
    .select(userColumns)
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.isActive, true),
        sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('signInId')} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`,
      ),
    )
    .prepare('signed_in_user');
}

/**
 * The user of an access token, only while its sign-in is alive: logout, password change or reset,
 * refresh-token reuse and deactivation all end it in the database, so every process refuses the token at once.
 * Prepared, because it runs on every authenticated request.
 */
export async function findSignedInUser(db: TDb, userId: number, signInId: string): Promise<TUser | null> {
  let statement = perDb.get(db);
  if (!statement) perDb.set(db, (statement = prepareSignedInUser(db)));
  const [row] = await statement.execute({ userId, signInId });
  return row ? toUserDto(row) : null;
}

const VENUE_ROLES: TRole[] = ['staff', 'admin'];

/** The venue's own accounts (staff and admins), one page. */
export async function listVenueAccountRows(tx: TTx, page: TPageRequest) {
  const where = inArray(users.role, VENUE_ROLES);
  const { rows, count } = await paginate(
    page,
    (w) => tx.select(userColumns).from(users).where(where).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)).limit(w.limit).offset(w.offset),
    async () => (await tx.select({ n: countAll }).from(users).where(where))[0]?.n ?? 0,
  );
  return { count, results: rows.map(toUserDto) };
}

/** A staff or admin account, locked for a change of its role or activity. */
export async function lockVenueAccount(tx: TTx, id: number): Promise<TUser | null> {
  const [row] = await tx
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, VENUE_ROLES)))
    .for('update');
  return row ? toUserDto(row) : null;
}

/**
 * Locks every active admin row, in id order. Two calls that could each remove an admin therefore run one after
 * the other, and the second sees what the first did.
 */
export async function lockActiveAdmins(tx: TTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setRoleAndActivity(tx: TTx, id: number, v: { role: TRole; isActive: boolean }): Promise<TUser> {
  const [row] = await tx
    .update(users)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(userColumns);
  return toUserDto(row!);
}

/** Deletes an account that owns no event (the booking that made it was rolled back). */
export async function deleteUserWithoutEvents(tx: TTx, id: number): Promise<void> {
  await tx.delete(users).where(and(eq(users.id, id), sql`not exists (select 1 from ${events} e where e.client_id = ${users.id})`));
}

/** Whether the account's holder ever chose a password (a guest's booking account has none: 0050_guest_password_links.sql). */
export async function hasPasswordSet(tx: TTx, id: number): Promise<boolean> {
  const [row] = await tx.select({ set: users.passwordSet }).from(users).where(eq(users.id, id));
  return row?.set ?? true;
}
