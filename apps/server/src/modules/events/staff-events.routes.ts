import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { zPaged } from '@venue/shared/common/paged.schema';
import { ZEventDocument } from '@venue/shared/events/document.schema';
import { ANSWER_FILE_TEXT } from '@venue/shared/events/questionnaire.schema';
import { ZTimelineEntry } from '@venue/shared/events/timeline.schema';
import {
  ZStaffEvent,
  ZStaffEventCreateRequest,
  ZStaffEventDetail,
  ZStaffEventAnswers,
  ZStaffEventStatusRequest,
  ZStaffEventsQuery,
  ZStaffEventUpdateRequest,
} from '@venue/shared/staff/staff-event.schema';
import { ZFeedbackResponseRequest, ZStaffFeedback, ZStaffFeedbackQuery } from '@venue/shared/staff/staff-feedback.schema';
import { ZStaffNote, ZStaffNoteRequest } from '@venue/shared/staff/staff-note.schema';
import { ZStaffTask, ZStaffTaskCreateRequest, ZStaffTaskUpdateRequest } from '@venue/shared/staff/staff-task.schema';
import type { TContext } from '../../context';
import { contentDisposition } from '../../lib/content-disposition';
import { pagedReply } from '../../lib/paging';
import { actorOfRequest, allow } from '../../plugins/auth';
import { eventTimelineOf, requireOwnEvent } from './client-events.service';
import { changeEventStatus, createStaffEvent, listStaffEvents, staffEventAnswers, staffEventDetail, updateStaffEvent } from './staff-events.service';
import {
  addNote,
  addTask,
  changeStaffTask,
  listStaffFeedback,
  openStaffDocument,
  removeStaffDocument,
  removeStaffTask,
  respondToFeedback,
  staffDocumentsOf,
  staffFeedbackOf,
  staffNotesOf,
  staffTasksOf,
  uploadStaffDocument,
} from './staff-tabs.service';
import { openAnswerFile } from '../questionnaires/answer-file-download.service';
import { readDocumentUpload } from './upload-parts';

const ZEventParams = z.object({ id: zId('Event not found.') });
const ZTaskParams = z.object({ id: zId('Task not found.') });
const ZDocumentParams = z.object({ id: zId('Document not found.') });
const ZAnswerFileParams = ZEventParams.extend({ fileId: z.string().min(1).max(100, ANSWER_FILE_TEXT.notFound) });
const read = allow('venue:read');
const write = allow('venue:write');

/** The staff console's event calls: every client's events, with the same tabs the client sees and more. */
export async function staffEventsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/staff/events/', { ...read, schema: { querystring: ZStaffEventsQuery, response: { 200: zPaged(ZStaffEvent) } } }, async (request) =>
    pagedReply(request.url, request.query, await listStaffEvents(ctx, request.query, actorOfRequest(request).userId)),
  );

  app.post('/api/staff/events/', { ...write, schema: { body: ZStaffEventCreateRequest, response: { 201: ZStaffEventDetail } } }, async (request, reply) =>
    reply.code(201).send(await createStaffEvent(ctx, actorOfRequest(request), request.ip, request.body)),
  );

  app.get('/api/staff/events/:id/', { ...read, schema: { params: ZEventParams, response: { 200: ZStaffEventDetail } } }, (request) =>
    staffEventDetail(ctx, request.params.id),
  );

  app.get('/api/staff/events/:id/answers/', { ...read, schema: { params: ZEventParams, response: { 200: ZStaffEventAnswers } } }, (request) =>
    staffEventAnswers(ctx, request.params.id),
  );

  // A file the client gave as an answer (portal or booking wizard): the event's own, and a saved answer.
  app.get('/api/staff/events/:id/answer-files/:fileId/', { ...read, schema: { params: ZAnswerFileParams } }, async (request, reply) => {
    const file = await openAnswerFile(ctx, actorOfRequest(request), request.params.fileId, request.params.id);
    return reply
      .type(file.contentType)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', contentDisposition(file.name))
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });

  app.patch(
    '/api/staff/events/:id/',
    { ...write, schema: { params: ZEventParams, body: ZStaffEventUpdateRequest, response: { 200: ZStaffEventDetail } } },
    (request) => updateStaffEvent(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );

  app.post(
    '/api/staff/events/:id/status/',
    { ...write, schema: { params: ZEventParams, body: ZStaffEventStatusRequest, response: { 200: ZStaffEventDetail } } },
    (request) => changeEventStatus(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );

  app.get('/api/staff/events/:id/timeline/', { ...read, schema: { params: ZEventParams, response: { 200: z.array(ZTimelineEntry) } } }, (request) =>
    eventTimelineOf(ctx, actorOfRequest(request), request.params.id),
  );

  app.get('/api/staff/events/:id/tasks/', { ...read, schema: { params: ZEventParams, response: { 200: z.array(ZStaffTask) } } }, (request) =>
    staffTasksOf(ctx, actorOfRequest(request), request.params.id),
  );

  app.post(
    '/api/staff/events/:id/tasks/',
    { ...write, schema: { params: ZEventParams, body: ZStaffTaskCreateRequest, response: { 201: ZStaffTask } } },
    async (request, reply) => reply.code(201).send(await addTask(ctx, actorOfRequest(request), request.ip, request.params.id, request.body)),
  );

  app.patch('/api/staff/tasks/:id/', { ...write, schema: { params: ZTaskParams, body: ZStaffTaskUpdateRequest, response: { 200: ZStaffTask } } }, (request) =>
    changeStaffTask(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );

  app.delete('/api/staff/tasks/:id/', { ...write, schema: { params: ZTaskParams } }, async (request, reply) => {
    await removeStaffTask(ctx, actorOfRequest(request), request.ip, request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/staff/events/:id/notes/', { ...read, schema: { params: ZEventParams, response: { 200: z.array(ZStaffNote) } } }, (request) =>
    staffNotesOf(ctx, actorOfRequest(request), request.params.id),
  );

  app.post(
    '/api/staff/events/:id/notes/',
    { ...write, schema: { params: ZEventParams, body: ZStaffNoteRequest, response: { 201: ZStaffNote } } },
    async (request, reply) => reply.code(201).send(await addNote(ctx, actorOfRequest(request), request.ip, request.params.id, request.body)),
  );

  app.get('/api/staff/events/:id/documents/', { ...read, schema: { params: ZEventParams, response: { 200: z.array(ZEventDocument) } } }, (request) =>
    staffDocumentsOf(ctx, actorOfRequest(request), request.params.id),
  );

  app.post('/api/staff/events/:id/documents/', { ...write, schema: { params: ZEventParams, response: { 201: ZEventDocument } } }, async (request, reply) => {
    const actor = actorOfRequest(request);
    // A missing event is refused before a byte is stored.
    await requireOwnEvent(ctx, actor, request.params.id);
    const upload = await readDocumentUpload(ctx, request);
    return reply.code(201).send(await uploadStaffDocument(ctx, actor, request.ip, request.params.id, upload));
  });

  app.delete('/api/staff/documents/:id/', { ...write, schema: { params: ZDocumentParams } }, async (request, reply) => {
    await removeStaffDocument(ctx, actorOfRequest(request), request.ip, request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/staff/documents/:id/download/', { ...read, schema: { params: ZDocumentParams } }, async (request, reply) => {
    const doc = await openStaffDocument(ctx, request.params.id);
    return reply
      .type(doc.mimeType)
      .header('Content-Length', String(doc.sizeBytes))
      .header('Content-Disposition', contentDisposition(doc.originalName))
      .header('Cache-Control', 'private, no-store')
      .send(doc.stream);
  });

  app.get('/api/staff/feedback/', { ...read, schema: { querystring: ZStaffFeedbackQuery, response: { 200: zPaged(ZStaffFeedback) } } }, async (request) =>
    pagedReply(request.url, request.query, await listStaffFeedback(ctx, request.query)),
  );

  app.get('/api/staff/events/:id/feedback/', { ...read, schema: { params: ZEventParams, response: { 200: ZStaffFeedback } } }, (request) =>
    staffFeedbackOf(ctx, actorOfRequest(request), request.params.id),
  );

  app.post(
    '/api/staff/events/:id/feedback/response/',
    { ...write, schema: { params: ZEventParams, body: ZFeedbackResponseRequest, response: { 200: ZStaffFeedback } } },
    (request) => respondToFeedback(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
}
