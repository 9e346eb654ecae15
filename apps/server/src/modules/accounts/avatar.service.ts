import { AVATAR_NOT_IMAGE, type TUser } from '@venue/shared/accounts/user.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sniffImage } from '../../lib/image-type';
import { findAvatarKey, updateUser } from './users.repo';

export const AVATAR_AREA = 'avatars';

/** Stores a new avatar after checking its bytes, then drops the old file. */
export async function replaceAvatar(ctx: TContext, userId: number, data: Buffer): Promise<TUser> {
  const type = sniffImage(data.subarray(0, 16));
  if (!type) throw new AppError(400, AVATAR_NOT_IMAGE, { avatar: [AVATAR_NOT_IMAGE] });
  const key = await ctx.storage.put(AVATAR_AREA, type.ext, data);
  try {
    return await ctx.transact(async (tx, effects) => {
      const previous = await findAvatarKey(tx, userId);
      const user = await updateUser(tx, userId, { avatarKey: key });
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
