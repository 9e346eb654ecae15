import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { defaultErrorCode, statusMessage } from '@venue/shared/errors';

/**
 * The answers Fastify and Node give before any route or error handler runs, in the catalogue's shape like every
 * other error (`{"detail", "code"}`; their own bodies were `{"error", "message", "statusCode"}` and echoed the
 * URL back). Three ways in:
 * - the URL guard (an onRequest hook): an address longer than MAX_URL_LENGTH answers 414;
 * - `frameworkErrors`: a path that does not decode (400) or a path parameter longer than maxParamLength (414);
 * - `clientErrorHandler`: what Node's HTTP parser refuses before a request exists: a head beyond its 16 KB
 *   (414 when the request line alone is too long, 431 otherwise), a timeout (408), anything else unreadable (400).
 */
export const MAX_URL_LENGTH = 8192;
export const URI_TOO_LONG = 'The requested address is too long.';
export const HEADERS_TOO_LARGE = 'The request headers are too large.';
export const REQUEST_TIMEOUT = 'The request took too long to arrive. Please try again.';

export const errorBody = (status: number, detail = statusMessage(status)) => ({ detail, code: defaultErrorCode(status) });

export async function urlLengthGuard(request: FastifyRequest, reply: FastifyReply) {
  if (request.raw.url && request.raw.url.length > MAX_URL_LENGTH) return reply.code(414).send(errorBody(414, URI_TOO_LONG));
}

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(errorBody(414, URI_TOO_LONG));
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(errorBody(400));
  request.log.error({ err: { type: error.name, code: error.code } }, 'framework error');
  return reply.code(500).send(errorBody(500));
}

/** The head Node could not read: is it the request line (method, space, a target with no line end in sight)? */
export function requestLineTooLong(raw: unknown): boolean {
  if (!Buffer.isBuffer(raw)) return false;
  const head = raw.subarray(0, MAX_URL_LENGTH + 64).toString('latin1');
  if (!/^[A-Z]{3,10} /.test(head)) return false;
  const lineEnd = head.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > MAX_URL_LENGTH;
}

/** Node's parse errors carry the chunk it was reading as rawPacket. */
type TClientError = Error & { code?: string; rawPacket?: unknown };

export function clientErrorAnswer(err: TClientError): { status: number; body: string } {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, body: JSON.stringify(errorBody(408, REQUEST_TIMEOUT)) };
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    return requestLineTooLong(err.rawPacket)
      ? { status: 414, body: JSON.stringify(errorBody(414, URI_TOO_LONG)) }
      : { status: 431, body: JSON.stringify(errorBody(431, HEADERS_TOO_LARGE)) };
  }
  return { status: 400, body: JSON.stringify(errorBody(400)) };
}

/** As Fastify's default (answer if the socket can still be written, then close it), with the catalogue's body. */
export function clientErrorHandler(err: TClientError, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(err);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
