import { inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { bookingUploads, contracts, eventAnswerFiles, eventDocuments, users } from '../../db/schema';

/** Which of these stored document keys a document row still refers to. */
export async function referencedDocumentKeys(db: TDb, keys: string[]): Promise<Set<string>> {
  const rows = await db.select({ key: eventDocuments.fileKey }).from(eventDocuments).where(inArray(eventDocuments.fileKey, keys));
  return new Set(rows.map((r) => r.key));
}

/** Which of these stored avatar keys an account still shows. */
export async function referencedAvatarKeys(db: TDb, keys: string[]): Promise<Set<string>> {
  const rows = await db.select({ key: users.avatarKey }).from(users).where(inArray(users.avatarKey, keys));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

/** Which of these stored keys a booking session's upload still refers to. */
export async function referencedBookingUploadKeys(db: TDb, keys: string[]): Promise<Set<string>> {
  const rows = await db.select({ key: bookingUploads.storageKey }).from(bookingUploads).where(inArray(bookingUploads.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}

/** Which of these stored keys a file answer of the questionnaire tab still refers to. */
export async function referencedAnswerFileKeys(db: TDb, keys: string[]): Promise<Set<string>> {
  const rows = await db.select({ key: eventAnswerFiles.storageKey }).from(eventAnswerFiles).where(inArray(eventAnswerFiles.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}

/** Which of these stored keys are a contract's sealed PDF. */
export async function referencedSealedPdfKeys(db: TDb, keys: string[]): Promise<Set<string>> {
  const rows = await db.select({ key: contracts.sealedPdfKey }).from(contracts).where(inArray(contracts.sealedPdfKey, keys));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}
