import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEventDocument } from '@venue/shared/events/document.schema';
import { ZClientEvent, ZClientEventDetail, ZClientEventsQuery, ZUpdatePreferencesRequest } from '@venue/shared/events/event.schema';
import { ZFeedback, ZFeedbackPatchRequest, ZFeedbackRequest } from '@venue/shared/events/feedback.schema';
import { ZTask, ZUpdateTaskRequest } from '@venue/shared/events/task.schema';
import { ZNote, ZTimelineEntry } from '@venue/shared/events/timeline.schema';
import { zPaged } from '@venue/shared/common/paged.schema';
import { zId } from '@venue/shared/common/input';
import type { TContext } from '../../context';
import { pagedJsonText } from '../../lib/paging';
import { sendJsonText } from '../../plugins/response-serializer';
import { actorOfRequest, declareAccess } from '../../plugins/auth';
import {
  changeTask,
  editFeedback,
  eventDetail,
  eventNotesOf,
  eventTasksOf,
  eventTimelineOf,
  feedbackOf,
  giveFeedback,
  listEvents,
  requireOwnEvent,
  savePreferences,
} from './client-events.service';
import { contentDisposition } from '../../lib/content-disposition';
import { eventDocumentsOf, openDocument, saveUpload } from './documents.service';
import { readDocumentUpload } from './upload-parts';

const id = zId('Not found.');
const ZEventParams = z.object({ id });

export async function clientEventsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'portal:use');

  const ZEventsPage = zPaged(ZClientEvent);
  app.get('/api/client/events/', { schema: { querystring: ZClientEventsQuery, response: { 200: ZEventsPage } } }, async (request, reply) => {
    const { count, resultsJson } = await listEvents(ctx, actorOfRequest(request), request.query);
    return sendJsonText(reply, ZEventsPage, pagedJsonText(request.url, request.query, count, resultsJson));
  });

  app.get('/api/client/events/:id/', { schema: { params: ZEventParams, response: { 200: ZClientEventDetail } } }, (request) =>
    eventDetail(ctx, actorOfRequest(request), request.params.id),
  );

  app.patch(
    '/api/client/events/:id/update_preferences/',
    { schema: { params: ZEventParams, body: ZUpdatePreferencesRequest, response: { 200: ZClientEventDetail } } },
    (request) => savePreferences(ctx, actorOfRequest(request), request.params.id, request.body),
  );

  app.get('/api/client/events/:id/timeline/', { schema: { params: ZEventParams, response: { 200: z.array(ZTimelineEntry) } } }, (request) =>
    eventTimelineOf(ctx, actorOfRequest(request), request.params.id),
  );

  app.get('/api/client/events/:id/notes/', { schema: { params: ZEventParams, response: { 200: z.array(ZNote) } } }, (request) =>
    eventNotesOf(ctx, actorOfRequest(request), request.params.id),
  );

  app.get('/api/client/events/:id/tasks/', { schema: { params: ZEventParams, response: { 200: z.array(ZTask) } } }, (request) =>
    eventTasksOf(ctx, actorOfRequest(request), request.params.id),
  );

  app.patch(
    '/api/client/events/:id/tasks/:taskId/',
    { schema: { params: ZEventParams.extend({ taskId: id }), body: ZUpdateTaskRequest, response: { 200: ZTask } } },
    (request) => changeTask(ctx, actorOfRequest(request), request.params.id, request.params.taskId, request.body),
  );

  app.get('/api/client/events/:id/documents/', { schema: { params: ZEventParams, response: { 200: z.array(ZEventDocument) } } }, (request) =>
    eventDocumentsOf(ctx, actorOfRequest(request), request.params.id),
  );

  app.post('/api/client/events/:id/upload_file/', { schema: { params: ZEventParams, response: { 201: ZEventDocument } } }, async (request, reply) => {
    const actor = actorOfRequest(request);
    // Refuse before reading a byte of someone else's event.
    await requireOwnEvent(ctx, actor, request.params.id);
    const upload = await readDocumentUpload(ctx, request);
    return reply.code(201).send(await saveUpload(ctx, actor, request.params.id, upload));
  });

  app.get('/api/client/events/:id/documents/:documentId/download/', { schema: { params: ZEventParams.extend({ documentId: id }) } }, async (request, reply) => {
    const doc = await openDocument(ctx, actorOfRequest(request), request.params.id, request.params.documentId);
    return reply
      .type(doc.mimeType)
      .header('Content-Length', String(doc.sizeBytes))
      .header('Content-Disposition', contentDisposition(doc.originalName))
      .header('Cache-Control', 'private, no-store')
      .send(doc.stream);
  });

  app.get('/api/client/events/:id/feedback/', { schema: { params: ZEventParams, response: { 200: ZFeedback } } }, (request) =>
    feedbackOf(ctx, actorOfRequest(request), request.params.id),
  );

  app.post(
    '/api/client/events/:id/feedback/',
    { schema: { params: ZEventParams, body: ZFeedbackRequest, response: { 201: ZFeedback } } },
    async (request, reply) => reply.code(201).send(await giveFeedback(ctx, actorOfRequest(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/client/events/:id/feedback/:feedbackId/',
    { schema: { params: ZEventParams.extend({ feedbackId: id }), body: ZFeedbackPatchRequest, response: { 200: ZFeedback } } },
    (request) => editFeedback(ctx, actorOfRequest(request), request.params.id, request.params.feedbackId, request.body),
  );
}
