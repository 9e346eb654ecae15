import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@venue/shared/events/document.schema';
import { ZPostMessageRequest } from '@venue/shared/messages/thread.schema';
import type { FastifyRequest } from 'fastify';
import type { TContext } from '../../context';
import { AppError, badRequest } from '../../lib/app-error';
import { discardAttachment, storeAttachmentPart, type TStoredAttachment } from './attachments.service';

/**
 * The body of a new message as JSON ({body}) or multipart (a `body` field and an optional `file` part, streamed
 * to storage as it arrives; the 10 MB limit cuts it short). Fields are checked with the shared schema either way.
 */
export async function readMessageBody(ctx: TContext, request: FastifyRequest): Promise<{ body: string; file: TStoredAttachment | null }> {
  let fields: unknown = request.body;
  let file: TStoredAttachment | null = null;
  if (request.isMultipart()) {
    const collected: Record<string, string> = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 20_000 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file) {
            part.file.resume();
            continue;
          }
          // A part with a content type but no file name arrives as a file whose name is undefined.
          file = await storeAttachmentPart(ctx, { filename: part.filename ?? '', stream: part.file });
        } else if (typeof part.value === 'string') {
          collected[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      if (file) await discardAttachment(ctx, file.key);
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, UPLOAD_TOO_LARGE, { file: [UPLOAD_TOO_LARGE] });
      throw err;
    }
    fields = collected;
  }
  const parsed = ZPostMessageRequest.safeParse(fields ?? {});
  if (!parsed.success) {
    if (file) await discardAttachment(ctx, file.key);
    const issue = parsed.error.issues[0]!;
    throw badRequest(String(issue.path[0] ?? 'body'), issue.message);
  }
  return { body: parsed.data.body, file };
}
