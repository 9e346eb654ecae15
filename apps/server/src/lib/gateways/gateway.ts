/**
 * One interface per payment gateway. The payments service only ever talks to this: it reserves the amount in
 * the database, asks the adapter to charge, and records what the adapter answers. Webhooks come back through
 * `parseWebhook` (or `verifyWebhook`), whose events the service applies idempotently (deduplicated by `id`).
 *
 * Amounts cross this boundary in minor units (centavos) as bigint; adapters convert to what their API wants.
 */
export const GATEWAY_CODES = ['test', 'stripe', 'gcash', 'paymaya', 'bank_transfer', 'manual', 'paypal'] as const;
export type TGatewayCode = (typeof GATEWAY_CODES)[number];

/** The payment method types of the spec. */
export type TMethodType = 'CREDIT_CARD' | 'BANK_TRANSFER' | 'DIGITAL_WALLET' | 'CHECK' | 'CASH';

export interface TGatewayCustomer {
  userId: number;
  email: string;
  name: string;
  /** The gateway's own customer id for this user, when one was created before (Stripe's cus_...). */
  providerCustomerId?: string | null;
}

/** What a saved or freshly tokenised card looks like once the gateway vouched for it (never the client's word). */
export interface TCardDetails {
  providerRef: string;
  lastFour: string;
  brand: string;
  expMonth: number;
  expYear: number;
}

export interface TChargeRequest {
  amountMinor: bigint;
  currency: string;
  /** Our payment number (PAY-...), shown in the gateway's dashboard and used as its idempotency key. */
  reference: string;
  description: string;
  customer: TGatewayCustomer;
  /** A saved method's provider reference (pm_..., tok_test_...), or a one-time token from the browser. */
  methodRef?: string;
  /** Keep the method for later charges (cards only). */
  saveMethod?: boolean;
  /** Where a redirect flow (e-wallets, 3-D Secure) returns the browser. */
  returnUrl: string;
}

export type TChargeResult =
  /** Money moved. `card` is set when a card was used, so the service can record or save it. */
  | { status: 'succeeded'; providerRef: string; card?: TCardDetails; providerCustomerId?: string }
  /** The payer must do something first: confirm in the browser (client secret) or at the wallet (redirect). */
  | { status: 'requires_action'; providerRef: string; clientSecret?: string; redirectUrl?: string; providerCustomerId?: string }
  /** Accepted, settles later through a webhook. */
  | { status: 'processing'; providerRef: string; providerCustomerId?: string }
  /** Paid outside the product (bank transfer, cash at the office): the venue records it later. */
  | { status: 'offline'; instructions: string }
  /** Refused: `message` is the provider's own words for the payer. */
  | { status: 'failed'; providerRef?: string; message: string; declineCode?: string };

export type TRefundResult = { status: 'succeeded' | 'pending'; providerRef: string } | { status: 'failed'; message: string };

/** A webhook, reduced to what the service needs. `id` is the provider's event id (deduplication key). */
export interface TGatewayEvent {
  id: string;
  /**
   * payment.processing: the payer acted but no money is known to have moved (PayPal's order approved, not yet
   * captured); the service then asks retrieve() where the charge stands, which for PayPal captures it.
   */
  type: 'payment.succeeded' | 'payment.failed' | 'payment.processing' | 'refund.succeeded' | 'refund.failed' | 'ignored';
  /** The charge (intent, payment...) reference the event is about, as returned by charge(). */
  providerRef: string;
  /**
   * Our payment number, when the provider echoes it (metadata): finds the payment when its answer to charge()
   * was lost (a timeout after the card was charged), so its providerRef was never stored.
   */
  reference?: string;
  failureMessage?: string;
  card?: TCardDetails;
}

export interface TGatewayHealth {
  ok: boolean;
  message: string;
}

/**
 * Thrown by adapters when the gateway did not answer (network, 5xx): nothing is known to have happened.
 * `mayHaveReached` is false only when the adapter knows the request never left (connection refused, DNS, a 429
 * the gateway refused unprocessed); a timeout, a dropped connection or a 5xx may follow a charge the gateway made.
 */
export class GatewayUnavailableError extends Error {
  readonly mayHaveReached: boolean;
  constructor(message = 'The payment gateway did not answer.', opts: { mayHaveReached?: boolean } = {}) {
    super(message);
    this.name = 'GatewayUnavailableError';
    this.mayHaveReached = opts.mayHaveReached ?? true;
  }
}
/**
 * Thrown by saveMethod when the gateway refused the card itself (declined when checked): `message` is the
 * provider's own words for the payer, so the service answers 402 with it. Not for typing mistakes in a form.
 */
export class CardRefusedError extends Error {
  constructor(
    message: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'CardRefusedError';
  }
}
/** Thrown by parseWebhook when the signature does not verify. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface TPaymentGateway {
  code: TGatewayCode;
  name: string;
  description: string;
  /** The method type a payment through this gateway is recorded with. */
  methodType: TMethodType;
  environment: 'test' | 'sandbox' | 'live';
  /** Only what the browser may see (publishable keys, limits), never a secret. */
  publicConfig(): Record<string, unknown>;
  supports: { savedMethods: boolean; refunds: boolean; partialPayments: boolean; recurring: boolean; applePay: boolean; googlePay: boolean };
  health(): Promise<TGatewayHealth>;
  charge(req: TChargeRequest): Promise<TChargeResult>;
  /**
   * Card gateways: creates a charge the browser confirms itself with the card it collects (Stripe's
   * PaymentIntent + confirmCardPayment); the spec's create_payment_intent.
   */
  prepare?(req: Omit<TChargeRequest, 'methodRef'>): Promise<{ providerRef: string; clientSecret: string; providerCustomerId?: string }>;
  /** Reads the current state of a charge after the payer acted (3-D Secure done, back from the wallet). */
  retrieve(providerRef: string): Promise<TChargeResult>;
  /**
   * Finds a charge by our payment number (the reference charge() and prepare() send), when its answer was never
   * recorded (the process died between the gateway's charge and our write). Null when the gateway has no charge
   * with that reference. Card gateways have it: they may capture without the payer; a wallet cannot (the payer
   * must follow a redirect the dead process never handed out).
   */
  findByReference?(reference: string): Promise<TChargeResult | null>;
  /**
   * Cards: cancels a charge still waiting on its payer (a 3-D Secure step left unanswered), so the payer may change
   * what they buy and pay afresh. Answers where the charge then stands: failed once cancelled, or succeeded when
   * the payer finished first (the cancel came too late and money moved).
   */
  cancel?(providerRef: string): Promise<TChargeResult>;
  /** Cards only: a SetupIntent-like secret for the browser to collect a card without charging. */
  createSetup?(customer: TGatewayCustomer): Promise<{ clientSecret: string; providerCustomerId?: string }>;
  /** Cards only: checks a browser-made method and keeps it for the customer. */
  saveMethod?(customer: TGatewayCustomer, methodRef: string): Promise<{ card: TCardDetails; providerCustomerId?: string }>;
  /** Cards only: forgets a saved method at the gateway. */
  detachMethod?(methodRef: string): Promise<void>;
  refund?(providerRef: string, amountMinor: bigint, idempotencyKey: string): Promise<TRefundResult>;
  /** Verifies the signature on the raw body and maps the event; throws WebhookSignatureError when it fails. */
  parseWebhook?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): TGatewayEvent;
  /**
   * The same job for a gateway that vouches for its webhooks only when asked: PayPal signs with a certificate it
   * rotates and documents verification as a call to its API (verify-webhook-signature), which cannot be
   * synchronous. The service uses this when an adapter has it, else parseWebhook. Throws WebhookSignatureError
   * when the gateway says the webhook is not genuine, GatewayUnavailableError when it could not be asked (the
   * provider then delivers again).
   */
  verifyWebhook?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<TGatewayEvent>;
}
