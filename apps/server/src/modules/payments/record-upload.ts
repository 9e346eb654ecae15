import type { FastifyRequest } from 'fastify';
import { ZRecordPayment, type TRecordPayment } from '@venue/shared/payments/offline-payments';
import type { TContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { discardUpload, type TStoredUpload } from '../events/documents.service';
import { readDocumentUpload } from '../events/upload-parts';

/**
 * "Record as received" as JSON, or multipart with the proof of payment as `file` (streamed to storage under the
 * documents' limits). The fields are checked with the shared schema either way; a refused body leaves no file.
 */
export async function readRecordBody(ctx: TContext, request: FastifyRequest): Promise<{ body: TRecordPayment; proof: TStoredUpload['file'] }> {
  const upload: TStoredUpload = request.isMultipart() ? await readDocumentUpload(ctx, request) : { fields: {}, file: null };
  const fields: unknown = request.isMultipart() ? emptyToAbsent(upload.fields) : (request.body ?? {});
  const parsed = ZRecordPayment.safeParse(fields);
  if (!parsed.success) {
    if (upload.file) await discardUpload(ctx, upload.file.key);
    const issue = parsed.error.issues[0]!;
    throw badRequest(String(issue.path[0] ?? 'amount'), issue.message);
  }
  return { body: parsed.data, proof: upload.file };
}

/** A form's empty field means "not given" (the announced amount, today), as an absent JSON field does. */
const emptyToAbsent = (fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== ''));
