import { cleanFileName } from '@venue/shared/common/file-name';
import type { Readable } from 'node:stream';
import {
  extensionOf,
  isAllowedExtension,
  UPLOAD_MISSING,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_NOT_ALLOWED,
  ZUploadFields,
  type TEventDocument,
} from '@venue/shared/events/document.schema';
import { EVENT_NOT_FOUND } from '@venue/shared/events/event.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { documentMime } from '../../lib/document-type';
import { lockEventOf } from './client-events.repo';
import { recordEventActivity, requireOwnEvent } from './client-events.service';
import { findDocumentFile, insertDocument, listDocuments } from './event-tabs.repo';

export const DOCUMENTS_AREA = 'documents';

export interface TIncomingFile {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

/** The multipart body as the route read it: text fields, and the file already streamed to disk. */
export interface TStoredUpload {
  fields: Record<string, string>;
  file: { key: string; bytes: number; head: Buffer; filename: string; truncated: boolean } | null;
}

/** Streams the file part to disk under a random key (never the client's name); the size limit cuts it short. */
export async function storeUploadPart(ctx: TContext, part: TIncomingFile) {
  const ext =
    extensionOf(part.filename)
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 8) || 'bin';
  const saved = await ctx.storage.putStream(DOCUMENTS_AREA, ext, part.stream);
  // Cleaned where it is first kept, so the checks and the record see the name people will be shown.
  return { ...saved, filename: cleanFileName(part.filename), truncated: Boolean(part.stream.truncated) };
}

export const discardUpload = (ctx: TContext, key: string) => ctx.storage.remove(DOCUMENTS_AREA, key);

const fail = (status: number, field: string, message: string) => new AppError(status, message, { [field]: [message] });

/** A stored upload whose file and fields passed the checks, ready to be recorded. */
export interface TCheckedUpload {
  file: NonNullable<TStoredUpload['file']>;
  mime: string;
  fields: { name: string; category: TEventDocument['category']; description: string };
}

/** The checks every upload passes (client or venue alike); throws the catalogue's error for the first that fails. */
export function checkUpload(upload: TStoredUpload): TCheckedUpload {
  const file = upload.file;
  if (!file || file.bytes === 0) throw fail(400, 'file', UPLOAD_MISSING);
  if (file.truncated) throw fail(413, 'file', UPLOAD_TOO_LARGE);
  if (!isAllowedExtension(file.filename)) throw fail(400, 'file', UPLOAD_TYPE_NOT_ALLOWED);
  const mime = documentMime(extensionOf(file.filename), file.head);
  if (!mime) throw fail(400, 'file', UPLOAD_TYPE_NOT_ALLOWED);
  const parsed = ZUploadFields.safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fail(400, String(issue.path[0] ?? 'name'), issue.message);
  }
  return { file, mime, fields: parsed.data };
}

/** Records a checked upload as one of the event's documents, in the caller's transaction (the caller locked the event or its money). */
export async function writeDocument(tx: TTx, actor: TActor, eventId: number, checked: TCheckedUpload): Promise<TEventDocument> {
  const doc = await insertDocument(tx, {
    eventId,
    name: checked.fields.name,
    category: checked.fields.category,
    description: checked.fields.description,
    fileKey: checked.file.key,
    originalName: cleanFileName(checked.file.filename),
    mimeType: checked.mime,
    sizeBytes: checked.file.bytes,
    uploadedByName: actor.name,
  });
  await recordEventActivity(tx, actor, eventId, 'document_uploaded', `Document "${doc.name}" uploaded`);
  return doc;
}

/**
 * Checks and records an upload (client or venue: the same checks). `onSaved` runs in the same transaction, for
 * what the caller records beside it (the venue's audit entry).
 */
export async function saveUpload(
  ctx: TContext,
  actor: TActor,
  eventId: number,
  upload: TStoredUpload,
  onSaved?: (tx: TTx, doc: TEventDocument) => Promise<void>,
): Promise<TEventDocument> {
  try {
    const checked = checkUpload(upload);
    return await ctx.transact(async (tx) => {
      if (!(await lockEventOf(tx, actor, eventId))) throw new AppError(404, EVENT_NOT_FOUND);
      const doc = await writeDocument(tx, actor, eventId, checked);
      await onSaved?.(tx, doc);
      return doc;
    });
  } catch (err) {
    if (upload.file) await discardUpload(ctx, upload.file.key);
    throw err;
  }
}

export async function eventDocumentsOf(ctx: TContext, actor: TActor, eventId: number) {
  await requireOwnEvent(ctx, actor, eventId);
  return listDocuments(ctx.db, eventId);
}

export async function openDocument(ctx: TContext, actor: TActor, eventId: number, documentId: number) {
  await requireOwnEvent(ctx, actor, eventId);
  const doc = await findDocumentFile(ctx.db, eventId, documentId);
  const stream = doc ? await ctx.storage.open(DOCUMENTS_AREA, doc.fileKey) : null;
  if (!doc || !stream) throw new AppError(404, 'Document not found.');
  return { ...doc, stream };
}
