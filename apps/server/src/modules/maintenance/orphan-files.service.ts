import type { TContext } from '../../context';
import { SEALED_PDF_AREA } from '../contracts/sealed-pdf';
import { ATTACHMENTS_AREA, attachmentKeysInUse } from '../messages/attachments.service';
import { ANSWER_FILES_AREA } from '../questionnaires/answer-files.service';
import {
  referencedAnswerFileKeys,
  referencedAvatarKeys,
  referencedBookingUploadKeys,
  referencedDocumentKeys,
  referencedSealedPdfKeys,
} from './orphan-files.repo';

/** Files younger than this may belong to an upload whose transaction has not committed yet. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes uploads a kill or a rolled-back transaction left without a row (documents, avatars, message attachments,
 * booking uploads, questionnaire-tab file answers, sealed contract PDFs). Run at start and hourly; safe on several processes at once (each file is judged against the database, deletes are idempotent).
 */
export async function sweepOrphanFiles(ctx: TContext, olderThanMs = ORPHAN_AGE_MS): Promise<number> {
  const documents = await ctx.storage.sweep('documents', olderThanMs, (keys) => referencedDocumentKeys(ctx.db, keys));
  const avatars = await ctx.storage.sweep('avatars', olderThanMs, (keys) => referencedAvatarKeys(ctx.db, keys));
  const attachments = await ctx.storage.sweep(ATTACHMENTS_AREA, olderThanMs, (keys) => attachmentKeysInUse(ctx, keys));
  // Booking questionnaire uploads lose their rows with their session (the booking clean-up job).
  const bookingUploads = await ctx.storage.sweep('booking-uploads', olderThanMs, (keys) => referencedBookingUploadKeys(ctx.db, keys));
  // A file answer's upload whose row went with its event, its question, or an anonymisation that did not commit.
  const answerFiles = await ctx.storage.sweep(ANSWER_FILES_AREA, olderThanMs, (keys) => referencedAnswerFileKeys(ctx.db, keys));
  // A sealed contract PDF left by a crash between its write and its row, or by a process that lost the race.
  const sealedPdfs = await ctx.storage.sweep(SEALED_PDF_AREA, olderThanMs, (keys) => referencedSealedPdfKeys(ctx.db, keys));
  return documents + avatars + attachments + bookingUploads + answerFiles + sealedPdfs;
}
