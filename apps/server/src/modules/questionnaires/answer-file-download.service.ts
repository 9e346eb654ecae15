import type { Readable } from 'node:stream';
import { ANSWER_FILE_TEXT as A } from '@venue/shared/events/questionnaire.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { UPLOADS_AREA } from '../booking/uploads.service';
import { requireOwnEvent } from '../events/client-events.service';
import { eventFilesByIds, eventOfFile, listFileAnswers } from './answer-files.repo';
import { ANSWER_FILES_AREA } from './answer-files.service';

/**
 * A file answer's bytes, for whoever may read the event: its client (another client's is not found) or the venue
 * (`eventId` from the staff route's path must be the file's). Only a file that is a saved answer of the event is
 * served, whether the portal or the booking wizard took it; an upload never saved is not.
 */
export async function openAnswerFile(
  ctx: TContext,
  actor: TActor,
  fileId: string,
  eventId?: number,
): Promise<{ name: string; contentType: string; size: number; stream: Readable }> {
  const notFound = () => new AppError(404, A.notFound);
  const owner = await eventOfFile(ctx.db, fileId);
  if (owner === null || (eventId !== undefined && owner !== eventId)) throw notFound();
  await requireOwnEvent(ctx, actor, owner).catch(() => {
    throw notFound();
  });
  if (!(await listFileAnswers(ctx.db, owner)).some((a) => a.value === fileId)) throw notFound();
  const row = (await eventFilesByIds(ctx.db, owner, [fileId])).get(fileId);
  const stream = row ? await ctx.storage.open(row.source === 'portal' ? ANSWER_FILES_AREA : UPLOADS_AREA, row.storageKey) : null;
  if (!row || !stream) throw notFound();
  return { name: row.name, contentType: row.contentType, size: row.size, stream };
}
