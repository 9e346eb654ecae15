import { cleanFileName } from '@venue/shared/common/file-name';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { ZQuestionnaireUploadFields, type TQuestionnaireUploadResponse } from '@venue/shared/booking/questionnaire.schema';
import { ZQuestionnaireConfig } from '@venue/shared/booking/step-config.schema';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import { extensionOf } from '@venue/shared/events/document.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { documentMime } from '../../lib/document-type';
import { reserveOrRefuse, type TLimit } from '../../lib/rate-limit';
import { insertUpload } from './booking-sessions.repo';
import { stepOfType } from './flows.service';
import { withOpenSession } from './session-access';

/**
 * POST /api/questionnaires/upload/: a file for the booking questionnaire, kept with its session. The step's
 * configuration decides (uploads allowed, size, extensions); the first bytes must fit the extension.
 */
export const UPLOADS_AREA = 'booking-uploads';
const UPLOADS_PER_ADDRESS: TLimit = { name: 'booking-upload-ip', max: 30, windowSeconds: 3600 };
const MAX_BYTES = 10 * 1024 * 1024;

const fail = (status: number, field: string, message: string) => new AppError(status, message, { [field]: [message] });

export async function uploadBookingFile(ctx: TContext, request: FastifyRequest, ip: string): Promise<TQuestionnaireUploadResponse> {
  if (!request.isMultipart()) throw new AppError(400, 'Send the file as multipart/form-data.');
  await reserveOrRefuse(ctx.db, UPLOADS_PER_ADDRESS, ip, 'Too many uploads. Please try again later.');
  const fields: Record<string, string> = {};
  let file: { key: string; bytes: number; head: Buffer; filename: string; truncated: boolean } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        // A part with a content type but no file name arrives as a file whose name is undefined.
        const filename = part.filename ?? '';
        const ext =
          extensionOf(filename)
            .replace(/[^a-z0-9]/g, '')
            .slice(0, 8) || 'bin';
        const saved = await ctx.storage.putStream(UPLOADS_AREA, ext, part.file);
        file = { ...saved, filename: cleanFileName(filename), truncated: Boolean(part.file.truncated) };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
    return await record(ctx, fields, file);
  } catch (err) {
    if (file) await ctx.storage.remove(UPLOADS_AREA, file.key);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fail(413, 'file', T.filesTooLarge(10));
    throw err;
  }
}

async function record(
  ctx: TContext,
  fields: Record<string, string>,
  file: { key: string; bytes: number; head: Buffer; filename: string; truncated: boolean } | null,
) {
  const parsed = ZQuestionnaireUploadFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fail(400, String(issue.path[0] ?? 'file'), issue.message);
  }
  const { session_id, questionnaire, field } = parsed.data;
  return withOpenSession(ctx, session_id, async (tx, row, loaded) => {
    const step = stepOfType(loaded.flow, 'questionnaire');
    const config = ZQuestionnaireConfig.parse(step?.configuration ?? {});
    if (!step || !config.allow_file_uploads || !config.questionnaire_ids.includes(questionnaire)) throw fail(400, 'questionnaire', T.uploadsDisabled);
    if (field !== undefined && !config.questionnaire_items.some((f) => f.id === field && f.questionnaire_id === questionnaire))
      throw fail(400, 'field', T.invalidFile);
    if (!file || file.bytes === 0) throw fail(400, 'file', T.invalidFile);
    if (file.truncated || file.bytes > config.max_file_size_mb * 1024 * 1024) throw fail(413, 'file', T.filesTooLarge(config.max_file_size_mb));
    const ext = extensionOf(file.filename);
    const mime = config.allowed_file_types.includes(ext.replace('.', '')) ? documentMime(ext, file.head) : null;
    if (!mime) throw fail(400, 'file', T.filesWrongType(config.allowed_file_types));
    const fileId = `upl_${randomBytes(16).toString('hex')}`;
    await insertUpload(tx, {
      fileId,
      sessionId: row.id,
      questionnaireId: questionnaire,
      fieldId: field ?? null,
      storageKey: file.key,
      name: file.filename.slice(0, 255),
      size: file.bytes,
      contentType: mime,
    });
    return { file_id: fileId, file_url: null, name: file.filename.slice(0, 255), size: file.bytes, content_type: mime, field: field ?? null };
  });
}
