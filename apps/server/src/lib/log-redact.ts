import type { FastifyServerOptions } from 'fastify';

/**
 * Logs never hold a live secret (issue 38, point 7). A URL can carry one: a password-reset link's token, an
 * invitation's id (it is the invitation's only key), the live stream's `?ticket=`, a calendar feed's token. Those
 * parts are replaced before a line is written; what is left still says which route was called.
 */
const SECRET_PATH_SEGMENT = [
  /^(\/reset-password\/)[^/?#]+/,
  /^(\/accept-invitation\/)[^/?#]+/,
  /^(\/api\/users\/password-reset\/(?:validate|confirm)\/)[^/?#]+/,
  /^(\/api\/clients\/invitations\/)[^/?#]+/,
  // A booking session's id is the anonymous visitor's only key to it (and its contact details).
  /^(\/api\/bookingflow\/public\/(?:flows\/)?session\/)[^/?#]+/,
  // Calendar feeds are read by a token in their path.
  /^(\/api\/[\w/-]*\/feed\/)[^/?#]+/,
];
/** Query parameters whose value is a credential, whatever the route. */
const SECRET_PARAM = /token|ticket|secret|password|passwd|signature|sig$|^key$|api_?key|code|session/i;

export const REDACTED = '[REDACTED]';

export function scrubUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  for (const pattern of SECRET_PATH_SEGMENT) path = path.replace(pattern, `$1${REDACTED}`);
  if (!query) return path;
  const scrubbed = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A name that is not valid percent-encoding is matched as written.
      }
      return eq !== -1 && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${scrubbed}`;
}

/** What a request line may show of the request: never its headers (cookies, bearer tokens) or body. */
interface TRequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's logger options: the request serializer writes the scrubbed URL, and pino's `redact` removes
 * credentials wherever a log call passes an object that holds them (headers, bodies, errors carrying a config).
 */
export function redactingLogger(options: Exclude<FastifyServerOptions['logger'], boolean | undefined>): FastifyServerOptions['logger'] {
  return {
    ...options,
    serializers: {
      req: (request: TRequestLike) => ({
        method: request.method,
        url: scrubUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrftoken"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.new_password',
        '*.old_password',
        '*.token',
        '*.ticket',
        '*.access',
        '*.refresh',
        '*.card_number',
        '*.cvc',
        '*.secret',
        '*.adminToken',
        '*.jwtSecret',
        '*.databaseUrl',
        '*.connectionString',
      ],
      censor: REDACTED,
    },
  };
}
