import { cleanFileName } from '@venue/shared/common/file-name';
import type { Readable } from 'node:stream';
import { extensionOf, isAllowedExtension, UPLOAD_MISSING, UPLOAD_TOO_LARGE, UPLOAD_TYPE_NOT_ALLOWED } from '@venue/shared/events/document.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { documentMime } from '../../lib/document-type';
import { attachmentOf, referencedAttachmentKeys } from './messages.repo';

/** Attachments live in their own storage area, swept of orphans like documents (maintenance/orphan-files). */
export const ATTACHMENTS_AREA = 'message-attachments';

/** A file part already streamed to storage by the route (never under the sender's name). */
export interface TStoredAttachment {
  key: string;
  bytes: number;
  head: Buffer;
  filename: string;
  truncated: boolean;
}

export async function storeAttachmentPart(ctx: TContext, part: { filename: string; stream: Readable & { truncated?: boolean } }): Promise<TStoredAttachment> {
  const ext =
    extensionOf(part.filename)
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 8) || 'bin';
  const saved = await ctx.storage.putStream(ATTACHMENTS_AREA, ext, part.stream);
  // Cleaned where it is first kept, so the checks and the record see the name people will be shown.
  return { ...saved, filename: cleanFileName(part.filename), truncated: Boolean(part.stream.truncated) };
}

export const discardAttachment = (ctx: TContext, key: string) => ctx.storage.remove(ATTACHMENTS_AREA, key);

const fail = (status: number, message: string) => new AppError(status, message, { file: [message] });

/**
 * The checks event documents get (same messages): not empty, at most 10 MB, an allowed extension, and first
 * bytes that fit it, so a renamed executable is refused whatever it is called.
 */
export function checkAttachment(file: TStoredAttachment): { key: string; name: string; mime: string; size: number } {
  if (file.bytes === 0) throw fail(400, UPLOAD_MISSING);
  if (file.truncated) throw fail(413, UPLOAD_TOO_LARGE);
  if (!isAllowedExtension(file.filename)) throw fail(400, UPLOAD_TYPE_NOT_ALLOWED);
  const mime = documentMime(extensionOf(file.filename), file.head);
  if (!mime) throw fail(400, UPLOAD_TYPE_NOT_ALLOWED);
  return { key: file.key, name: cleanFileName(file.filename), mime, size: file.bytes };
}

export async function openAttachment(ctx: TContext, actor: TActor, threadId: number, messageId: number) {
  const found = await attachmentOf(ctx.db, actor, threadId, messageId);
  const stream = found ? await ctx.storage.open(ATTACHMENTS_AREA, found.key) : null;
  if (!found || !stream) throw new AppError(404, 'Attachment not found.');
  return { ...found, stream };
}

/** Which stored attachment keys a message still refers to (the orphan sweep keeps those). */
export const attachmentKeysInUse = (ctx: TContext, keys: string[]) => referencedAttachmentKeys(ctx.db, keys);
