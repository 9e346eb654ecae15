import { AVATAR_NOT_IMAGE, type TUser } from '@venue/shared/accounts/user.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { normalizeAvatar } from '../../lib/user-image';
import { findAvatarKey, updateUser } from './users.repo';

export const AVATAR_AREA = 'avatars';

/**
 * Stores a new avatar as libvips decoded and wrote it again (never the bytes sent: see lib/user-image.ts), then
 * drops the old file. Bytes that do not decode whole as a PNG, JPEG, GIF or WebP are refused.
 */
export async function replaceAvatar(ctx: TContext, userId: number, data: Buffer): Promise<TUser> {
  const image = await normalizeAvatar(data);
  if (!image) throw new AppError(400, AVATAR_NOT_IMAGE, { avatar: [AVATAR_NOT_IMAGE] });
  const key = await ctx.storage.put(AVATAR_AREA, image.type.ext, image.data);
  try {
    return await ctx.transact(async (tx, effects) => {
      const previous = await findAvatarKey(tx, userId);
      const user = await updateUser(tx, userId, { avatarKey: key, avatarCheckedAt: new Date() });
      if (!user) throw new AppError(404, 'User not found.');
      // The old file goes only once nothing points at it any more.
      if (previous) effects.after(() => ctx.storage.remove(AVATAR_AREA, previous));
      effects.after(() => ctx.signIns.changed(userId));
      return user;
    });
  } catch (err) {
    await ctx.storage.remove(AVATAR_AREA, key);
    throw err;
  }
}

export const avatarMime = (key: string) => sniffExt[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
const sniffExt: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
