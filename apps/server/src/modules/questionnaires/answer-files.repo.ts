import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { bookingSessions, bookingUploads, eventAnswerFiles, questionnaireFields, questionnaireResponses } from '../../db/schema';

/** A stored file a file answer names: one the portal took (answer-files) or one the booking wizard took (booking-uploads). */
export interface TAnswerFileRow {
  fileId: string;
  name: string;
  size: number;
  contentType: string;
  storageKey: string;
  source: 'portal' | 'booking';
}

export const insertAnswerFile = (tx: TTx, row: typeof eventAnswerFiles.$inferInsert) => tx.insert(eventAnswerFiles).values(row);

/** Whether `fileId` was uploaded from the portal for this question of this event. */
export async function isUploadedFor(tx: TTx, eventId: number, fieldId: number, fileId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: eventAnswerFiles.id })
    .from(eventAnswerFiles)
    .where(and(eq(eventAnswerFiles.eventId, eventId), eq(eventAnswerFiles.fieldId, fieldId), eq(eventAnswerFiles.fileId, fileId)));
  return !!row;
}

/** Deletes the portal's uploads for a question of an event other than `keep` (the answer, or the upload being kept); answers their storage keys. */
export async function deleteAnswerFilesBut(tx: TTx, eventId: number, fieldId: number, keep: string[]): Promise<string[]> {
  const rows = await tx
    .delete(eventAnswerFiles)
    .where(
      and(eq(eventAnswerFiles.eventId, eventId), eq(eventAnswerFiles.fieldId, fieldId), keep.length ? notInArray(eventAnswerFiles.fileId, keep) : undefined),
    )
    .returning({ key: eventAnswerFiles.storageKey });
  return rows.map((r) => r.key);
}

/** The event's answers to file questions (field and value, the value being a file_id). One query. */
export const listFileAnswers = (tx: TTx, eventId: number) =>
  tx
    .select({ field: questionnaireResponses.fieldId, value: questionnaireResponses.value })
    .from(questionnaireResponses)
    .innerJoin(questionnaireFields, eq(questionnaireFields.id, questionnaireResponses.fieldId))
    .where(and(eq(questionnaireResponses.eventId, eventId), eq(questionnaireFields.type, 'file')));

/** The current answer to one question of an event, if any. */
export async function answerOf(tx: TTx, eventId: number, fieldId: number): Promise<string | null> {
  const [row] = await tx
    .select({ value: questionnaireResponses.value })
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.eventId, eventId), eq(questionnaireResponses.fieldId, fieldId)));
  return row?.value ?? null;
}

/**
 * The files of the event among `fileIds`: uploaded for it from the portal, or uploaded in the booking session it
 * was made from. A file of another event is not found, whatever its id. Two queries.
 */
export async function eventFilesByIds(tx: TTx, eventId: number, fileIds: string[]): Promise<Map<string, TAnswerFileRow>> {
  if (fileIds.length === 0) return new Map();
  const portal = await tx
    .select({
      fileId: eventAnswerFiles.fileId,
      name: eventAnswerFiles.name,
      size: eventAnswerFiles.size,
      contentType: eventAnswerFiles.contentType,
      storageKey: eventAnswerFiles.storageKey,
    })
    .from(eventAnswerFiles)
    .where(and(eq(eventAnswerFiles.eventId, eventId), inArray(eventAnswerFiles.fileId, fileIds)));
  const booking = await tx
    .select({
      fileId: bookingUploads.fileId,
      name: bookingUploads.name,
      size: bookingUploads.size,
      contentType: bookingUploads.contentType,
      storageKey: bookingUploads.storageKey,
    })
    .from(bookingUploads)
    .innerJoin(bookingSessions, eq(bookingSessions.id, bookingUploads.sessionId))
    .where(and(eq(bookingSessions.eventId, eventId), inArray(bookingUploads.fileId, fileIds)));
  const out = new Map<string, TAnswerFileRow>();
  for (const r of booking) out.set(r.fileId, { ...r, source: 'booking' });
  for (const r of portal) out.set(r.fileId, { ...r, source: 'portal' });
  return out;
}

/** The event a stored file belongs to (a portal upload's, or its booking session's), or null. */
export async function eventOfFile(tx: TTx, fileId: string): Promise<number | null> {
  const [portal] = await tx.select({ eventId: eventAnswerFiles.eventId }).from(eventAnswerFiles).where(eq(eventAnswerFiles.fileId, fileId));
  if (portal) return portal.eventId;
  const [booking] = await tx
    .select({ eventId: bookingSessions.eventId })
    .from(bookingUploads)
    .innerJoin(bookingSessions, eq(bookingSessions.id, bookingUploads.sessionId))
    .where(eq(bookingUploads.fileId, fileId));
  return booking?.eventId ?? null;
}
