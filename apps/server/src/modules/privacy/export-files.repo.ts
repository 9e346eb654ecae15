import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  bookingSessions,
  bookingUploads,
  eventAnswerFiles,
  eventDocuments,
  events,
  messages,
  messageThreads,
  questionnaireResponses,
  users,
} from '../../db/schema';

/** One stored file of the person's, where it lives and the name it gets inside the export ZIP. */
export interface TExportFile {
  kind: 'avatar' | 'document' | 'attachment' | 'booking-upload' | 'answer-file';
  key: string;
  path: string;
}

/** Folder-safe: letters, digits, dot, dash and underscore, at most 80 characters. */
const safe = (s: string) =>
  s
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80) || 'file';
const extOf = (key: string) => key.split('.').pop() ?? 'bin';

/**
 * Every file the person uploaded or that was shared with them: their profile photo, the documents of their
 * events the client can see (theirs and the venue's, proofs of payment apart), the attachments of their
 * conversations both ways, what they uploaded while booking, and the files they gave as questionnaire answers on
 * their events' questionnaire tab. Read as rows here; the bytes are streamed by the export one file at a time.
 */
export async function exportFilesOf(db: TDb, userId: number): Promise<TExportFile[]> {
  const files: TExportFile[] = [];
  const [me] = await db.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, userId));
  if (me?.avatarKey) files.push({ kind: 'avatar', key: me.avatarKey, path: `files/profile-photo/profile-photo.${extOf(me.avatarKey)}` });

  const docs = await db
    .select({ id: eventDocuments.id, key: eventDocuments.fileKey, name: eventDocuments.originalName, category: eventDocuments.category, event: events.name })
    .from(eventDocuments)
    .innerJoin(events, eq(events.id, eventDocuments.eventId))
    .where(and(eq(events.clientId, userId), eq(eventDocuments.clientVisible, true)))
    .orderBy(eventDocuments.id);
  for (const d of docs) {
    const folder = d.category === 'INVOICE' ? 'payment-proofs' : 'event-documents';
    files.push({ kind: 'document', key: d.key, path: `files/${folder}/${safe(d.event)}/${d.id}-${safe(d.name)}` });
  }

  const attachments = await db
    .select({ id: messages.id, key: messages.attachmentKey, name: messages.attachmentName, subject: messageThreads.subject, threadId: messageThreads.id })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(eq(messageThreads.clientId, userId), isNotNull(messages.attachmentKey)))
    .orderBy(messages.id);
  for (const a of attachments) {
    files.push({ kind: 'attachment', key: a.key!, path: `files/message-attachments/${a.threadId}-${safe(a.subject)}/${a.id}-${safe(a.name ?? 'attachment')}` });
  }

  const sessions = db
    .select({ id: bookingSessions.id })
    .from(bookingSessions)
    .where(or(eq(bookingSessions.clientId, userId), eq(bookingSessions.createdUserId, userId)));
  const uploads = await db
    .select({ id: bookingUploads.id, key: bookingUploads.storageKey, name: bookingUploads.name })
    .from(bookingUploads)
    .where(inArray(bookingUploads.sessionId, sessions))
    .orderBy(bookingUploads.id);
  for (const u of uploads) files.push({ kind: 'booking-upload', key: u.key, path: `files/booking-uploads/${u.id}-${safe(u.name)}` });

  // The saved answers only: an upload waiting for its questionnaire to be saved is not an answer (yet).
  const answers = await db
    .select({ id: eventAnswerFiles.id, key: eventAnswerFiles.storageKey, name: eventAnswerFiles.name, event: events.name })
    .from(eventAnswerFiles)
    .innerJoin(events, eq(events.id, eventAnswerFiles.eventId))
    .innerJoin(
      questionnaireResponses,
      and(
        eq(questionnaireResponses.eventId, eventAnswerFiles.eventId),
        eq(questionnaireResponses.fieldId, eventAnswerFiles.fieldId),
        eq(questionnaireResponses.value, eventAnswerFiles.fileId),
      ),
    )
    .where(eq(events.clientId, userId))
    .orderBy(eventAnswerFiles.id);
  for (const a of answers) files.push({ kind: 'answer-file', key: a.key, path: `files/questionnaire-answers/${safe(a.event)}/${a.id}-${safe(a.name)}` });
  return files;
}
