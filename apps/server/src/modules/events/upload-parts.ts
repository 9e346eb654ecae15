import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@venue/shared/events/document.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { discardUpload, storeUploadPart, type TStoredUpload } from './documents.service';

/**
 * Reads a document upload's multipart body (the client's and the venue's alike): the one `file` part streamed
 * to storage, text fields beside it. The 10 MB limit cuts the stream short; what was written is then removed.
 */
export async function readDocumentUpload(ctx: TContext, request: FastifyRequest): Promise<TStoredUpload> {
  if (!request.isMultipart()) throw new AppError(400, 'Send the file as multipart/form-data.');
  const upload: TStoredUpload = { fields: {}, file: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload.file) {
          part.file.resume();
          continue;
        }
        // A part sent with a content type but no file name comes as a file without a name: an empty name, refused by the checks.
        upload.file = await storeUploadPart(ctx, { filename: part.filename ?? '', stream: part.file });
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (upload.file) await discardUpload(ctx, upload.file.key);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, UPLOAD_TOO_LARGE, { file: [UPLOAD_TOO_LARGE] });
    throw err;
  }
  return upload;
}
