import { GatewayUnavailableError } from './gateway';

/**
 * A thin fetch client for PayMongo's REST API (no SDK: the API is small, and a client we own is easy to point at
 * the local fake in tests). It sorts every answer into three outcomes the adapters treat differently:
 * a parsed 2xx body, a `PaymongoRefusal` (4xx: PayMongo understood and said no), or `GatewayUnavailableError`
 * (no answer, a timeout, a 5xx or a 429: nothing is known to have happened, so the caller may retry).
 */
export const PAYMONGO_API_BASE = 'https://api.paymongo.com';
const DEFAULT_TIMEOUT_MS = 15_000;

/** A 4xx answer. `message` is PayMongo's own `errors[0].detail`. */
export class PaymongoRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'PaymongoRefusal';
  }
}

/** JSON:API envelope: every resource comes back as `{ data: { id, type, attributes } }`. */
export interface TPaymongoResource<A> {
  id: string;
  type: string;
  attributes: A;
}

export interface TPaymongoPaymentAttributes {
  amount: number;
  status: string;
  payment_intent_id?: string | null;
  failed_code?: string | null;
  failed_message?: string | null;
}

export interface TPaymongoIntentAttributes {
  amount: number;
  currency: string;
  status: string;
  client_key: string;
  next_action?: { type: string; redirect?: { url: string; return_url?: string } } | null;
  last_payment_error?: { failed_code?: string; failed_message?: string } | null;
  payments?: TPaymongoResource<TPaymongoPaymentAttributes>[];
}

export type TPaymongoIntent = TPaymongoResource<TPaymongoIntentAttributes>;

export interface TPaymongoClientOptions {
  secretKey: string;
  apiBase?: string;
  timeoutMs?: number;
}

export type TPaymongoRequest = <T>(method: 'GET' | 'POST', path: string, attributes?: Record<string, unknown>, idempotencyKey?: string) => Promise<T>;

export function createPaymongoClient(options: TPaymongoClientOptions): TPaymongoRequest {
  const base = (options.apiBase || PAYMONGO_API_BASE).replace(/\/+$/, '');
  // HTTP Basic with the secret key as the user name and an empty password.
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return async function request<T>(method: 'GET' | 'POST', path: string, attributes?: Record<string, unknown>, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', authorization };
    if (attributes) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: attributes ? JSON.stringify({ data: { attributes } }) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch {
      throw new GatewayUnavailableError('PayMongo did not answer.');
    }
    // 429 is "not now", like a 5xx: the request was not carried out and may be retried with the same key.
    if (response.status >= 500 || response.status === 429) throw new GatewayUnavailableError(`PayMongo answered HTTP ${response.status}.`);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new GatewayUnavailableError(`PayMongo answered HTTP ${response.status} with a body that is not JSON.`);
    }
    if (response.status >= 400) {
      const first = (body as { errors?: { code?: string; detail?: string }[] } | null)?.errors?.[0];
      throw new PaymongoRefusal(response.status, first?.code, first?.detail || `PayMongo refused the request (HTTP ${response.status}).`);
    }
    return body as T;
  };
}
