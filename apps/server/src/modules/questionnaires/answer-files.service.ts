import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_FILE_TYPES, DEFAULT_MAX_FILE_SIZE_MB, BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import { cleanFileName } from '@venue/shared/common/file-name';
import { extensionOf } from '@venue/shared/events/document.schema';
import {
  ANSWER_FILE_TEXT as A,
  ZAnswerFileUploadFields,
  type TAnswerFile,
  type TAnswerFileUploadResponse,
  type TQuestionResponse,
} from '@venue/shared/events/questionnaire.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { documentMime } from '../../lib/document-type';
import { reserveOrRefuse, type TLimit } from '../../lib/rate-limit';
import type { TEffects } from '../../lib/transaction';
import { requireOwnEvent } from '../events/client-events.service';
import { answerOf, deleteAnswerFilesBut, eventFilesByIds, insertAnswerFile, isUploadedFor, listFileAnswers } from './answer-files.repo';
import { listActiveQuestionnaires } from './questionnaires.repo';

/**
 * A file question answered from the event's questionnaire tab (issue 39, point 7): the file is uploaded first
 * (POST /api/questionnaires/responses/upload/, kept under `answer-files` with the booking upload's limits and
 * first-bytes check), then saved as the answer with the rest of the questionnaire (its file_id as the value).
 */
export const ANSWER_FILES_AREA = 'answer-files';
/** The booking questionnaire step's defaults (spec document 3: "maximum file size default 10 MB"). */
export const ANSWER_FILE_TYPES: readonly string[] = DEFAULT_FILE_TYPES;
const MAX_BYTES = DEFAULT_MAX_FILE_SIZE_MB * 1024 * 1024;
export const ANSWER_UPLOADS_PER_CLIENT: TLimit = { name: 'answer-file-client', max: 30, windowSeconds: 3600 };

const fail = (status: number, field: string, message: string) => new AppError(status, message, { [field]: [message] });
type TStored = { key: string; bytes: number; head: Buffer; filename: string; truncated: boolean };

export async function uploadAnswerFile(ctx: TContext, actor: TActor, request: FastifyRequest): Promise<TAnswerFileUploadResponse> {
  if (!request.isMultipart()) throw new AppError(400, A.notMultipart);
  await reserveOrRefuse(ctx.db, ANSWER_UPLOADS_PER_CLIENT, String(actor.userId), A.tooMany);
  const fields: Record<string, string> = {};
  let file: TStored | null = null;
  let refused: unknown = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 } })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file || refused) {
        part.file.resume();
        continue;
      }
      // The browser sends event and field first: someone else's event is refused before a byte of the file is kept.
      const early = ZAnswerFileUploadFields.shape.event.safeParse(fields.event);
      if (early.success) {
        refused = await requireOwnEvent(ctx, actor, early.data).then(
          () => null,
          (err: unknown) => err,
        );
        if (refused) {
          part.file.resume();
          continue;
        }
      }
      // A part with a content type but no file name arrives as a file whose name is undefined.
      const filename = part.filename ?? '';
      const ext =
        extensionOf(filename)
          .replace(/[^a-z0-9]/g, '')
          .slice(0, 8) || 'bin';
      const saved = await ctx.storage.putStream(ANSWER_FILES_AREA, ext, part.file);
      file = { ...saved, filename: cleanFileName(filename), truncated: Boolean(part.file.truncated) };
    }
    if (refused) throw refused;
    return await record(ctx, actor, fields, file);
  } catch (err) {
    if (file) await ctx.storage.remove(ANSWER_FILES_AREA, file.key);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fail(413, 'file', T.filesTooLarge(DEFAULT_MAX_FILE_SIZE_MB));
    throw err;
  }
}

async function record(ctx: TContext, actor: TActor, fields: Record<string, string>, file: TStored | null): Promise<TAnswerFileUploadResponse> {
  const parsed = ZAnswerFileUploadFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fail(400, String(issue.path[0] ?? 'file'), issue.message);
  }
  const event = await requireOwnEvent(ctx, actor, parsed.data.event);
  const questionnaires = await listActiveQuestionnaires(ctx.db, event.eventTypeId);
  const field = questionnaires.flatMap((q) => q.fields).find((f) => f.id === parsed.data.field);
  if (!field) throw fail(400, 'field', A.notOnEvent);
  if (field.type !== 'file') throw fail(400, 'field', A.notAFileQuestion);
  if (!file || file.bytes === 0) throw fail(400, 'file', T.invalidFile);
  if (file.truncated || file.bytes > MAX_BYTES) throw fail(413, 'file', T.filesTooLarge(DEFAULT_MAX_FILE_SIZE_MB));
  const ext = extensionOf(file.filename);
  const mime = ANSWER_FILE_TYPES.includes(ext.replace('.', '')) ? documentMime(ext, file.head) : null;
  if (!mime) throw fail(400, 'file', T.filesWrongType(ANSWER_FILE_TYPES));
  const fileId = `ans_${randomBytes(16).toString('hex')}`;
  const name = file.filename.slice(0, 255);
  await ctx.transact(async (tx, effects) => {
    await insertAnswerFile(tx, { fileId, eventId: event.id, fieldId: field.id, storageKey: file.key, name, size: file.bytes, contentType: mime });
    // An earlier upload never saved as the answer goes: a question holds its saved file and at most one waiting.
    const answer = await answerOf(tx, event.id, field.id);
    dropFiles(ctx, effects, await deleteAnswerFilesBut(tx, event.id, field.id, answer ? [fileId, answer] : [fileId]));
  });
  return { file_id: fileId, name, size: file.bytes, content_type: mime, field: field.id };
}

function dropFiles(ctx: TContext, effects: TEffects, keys: string[]) {
  if (keys.length) effects.after(async () => void (await Promise.all(keys.map((k) => ctx.storage.remove(ANSWER_FILES_AREA, k)))));
}

/** Whether a file answer's value may be saved: the answer it already is, or a file uploaded for this question of this event. */
export const isFileAnswerFor = async (tx: TTx, event: { id: number }, fieldId: number, value: string) =>
  value === (await answerOf(tx, event.id, fieldId)) || isUploadedFor(tx, event.id, fieldId, value);

/** After a save: the portal's uploads for these file questions other than the saved answers go, their files after the commit. */
export async function dropReplacedFiles(ctx: TContext, tx: TTx, effects: TEffects, eventId: number, saved: ReadonlyMap<number, string>) {
  for (const [fieldId, value] of saved) dropFiles(ctx, effects, await deleteAnswerFilesBut(tx, eventId, fieldId, value ? [value] : []));
}

/**
 * The event's answers with the file each file answer names (`urlOf` gives the reader's download address). A value
 * that names no file of this event gets none.
 */
export async function withAnswerFiles(
  tx: TTx,
  eventId: number,
  responses: TQuestionResponse[],
  urlOf: (fileId: string) => string,
): Promise<TQuestionResponse[]> {
  const files = await answerFilesOf(tx, eventId, urlOf);
  return responses.map((r) => {
    const file = files.get(r.field);
    return file ? { ...r, file } : r;
  });
}

/** The files of the event's file answers, by question. Three queries. */
export async function answerFilesOf(tx: TTx, eventId: number, urlOf: (fileId: string) => string): Promise<Map<number, TAnswerFile>> {
  const answers = await listFileAnswers(tx, eventId);
  const rows = await eventFilesByIds(
    tx,
    eventId,
    answers.map((a) => a.value),
  );
  const out = new Map<number, TAnswerFile>();
  for (const a of answers) {
    const row = rows.get(a.value);
    if (row) out.set(a.field, { file_id: row.fileId, name: row.name, size: row.size, content_type: row.contentType, download_url: urlOf(row.fileId) });
  }
  return out;
}

export const clientFileUrl = (fileId: string) => `/api/questionnaires/responses/files/${encodeURIComponent(fileId)}/`;
export const staffFileUrl = (eventId: number) => (fileId: string) => `/api/staff/events/${eventId}/answer-files/${encodeURIComponent(fileId)}/`;
