/**
 * Every column of the database that can hold text (text, json, arrays), and what deleting an account does with
 * it. personal-data.test.ts reads the columns from information_schema and fails on any this list does not name,
 * so a new table or column cannot keep a deleted person by being forgotten here: whoever adds one says here
 * whether it is handled by the anonymisation (anonymise.repo.ts), kept as part of the books, or never personal.
 *
 * - handled: the anonymisation deletes, blanks or rewrites it for the person.
 * - kept: the books the law makes the venue keep (BIR: invoices, receipts and the payment records behind them;
 *   signed contracts with their signatures and log). They may still name the person as issued; forget.test.ts
 *   allows the person's name, e-mail and phone in these columns only.
 * - none: configuration, the venue's own words, hashes, codes and states, which hold nobody.
 */
export type TColumnClass = 'handled' | 'kept' | 'none';

const h: TColumnClass = 'handled';
const kept: TColumnClass = 'kept';
const none: TColumnClass = 'none';

export const PERSONAL_DATA: Record<string, Record<string, TColumnClass>> = {
  app_secrets: { name: none, value: none },
  audit_log: { actor_name: h, actor_role: none, action: none, object_type: none, object_id: none, before: h, after: h, ip: h, object_label: h },
  booking_flows: { name: none, description: none },
  booking_sessions: {
    session_id: none,
    completed_step_ids: none,
    booking_data: h,
    validation_errors: h,
    pricing: none,
    discount_code: none,
    status: none,
    completion_status: none,
    completion_type: none,
    completion_result: h,
    account_password_hash: h,
    ip_address: h,
    user_agent: h,
    referrer_url: h,
    abandon_reason: h,
  },
  booking_steps: { step_type: none, name: none, description: none, configuration: none },
  calendar_feeds: { token_hash: h },
  booking_uploads: { file_id: none, storage_key: h, name: h, content_type: none },
  communication_templates: {
    name: none,
    category: none,
    channel: none,
    description: none,
    subject: none,
    body: none,
    variables: none,
    default_subject: none,
    default_body: none,
  },
  consents: { context: none },
  contact_messages: { name: h, email: h, phone: h, subject: h, message: h, ip_address: h },
  // The log of a signed contract is part of its evidence; an unsigned contract's log is rewritten.
  contract_events: { event_type: none, description: kept, actor_name: kept, ip_address: kept, user_agent: kept },
  contract_signatures: {
    role: none,
    signer_name: kept,
    signer_title: kept,
    signer_email: kept,
    signature_data: kept,
    verification_method: none,
    content_hash: none,
    consent_version: none,
    ip_address: kept,
    user_agent: kept,
    device_fingerprint: kept,
    screen_resolution: none,
  },
  contract_templates: { name: none, signature_requirements: none, description: none, content: none },
  // A signed contract's text names the parties as signed (its hash is sealed); an unsigned one's is rewritten.
  contracts: {
    status: none,
    content: kept,
    content_hash: none,
    currency: none,
    payment_schedule_reference: none,
    final_document_hash: none,
    void_reason: h,
    // The signed contract's sealed PDF (a stored file) and its checksum.
    sealed_pdf_key: kept,
    sealed_pdf_sha256: none,
  },
  discount_uses: { email_key: h },
  discounts: { code: none, name: none, description: none, kind: none, event_type_ids: none },
  document_series: { series: none },
  // The venue's proofs of payment and scanned contracts are books (kept); every other document goes with its file.
  // A file the client gave as a questionnaire answer from the portal: the row and its file go with the account.
  event_answer_files: { file_id: none, storage_key: h, name: h, content_type: none },
  event_documents: {
    name: h,
    category: none,
    description: h,
    file_key: h,
    original_name: h,
    mime_type: none,
    uploaded_by_name: h,
  },
  event_feedback: { comments: h, testimonial: h, categories: none, response: h, response_by_name: none },
  event_items: { name: none, kind: none },
  event_notes: { content: h, created_by_name: h },
  event_tasks: { title: h, description: h, status: none, priority: none, completion_notes: h },
  event_summaries: { contract_statuses: none },
  event_timeline: { action_type: none, description: h, actor_name: h },
  event_types: { name: none, description: none, image_key: none, facility_ids: none },
  events: { name: h, status: none, payment_status: none, current_stage: none, preferences: h, sheet_hash: none },
  // The run of show and the suppliers are the venue's planning rows; text in them that names the client is
  // rewritten with the client's event (forget-mentions.repo.ts).
  event_run_of_show: { time: none, what: h, who: h },
  event_suppliers: { role: h, name: h, phone: h, arrives_at: none },
  facilities: { name: none, description: none },
  // Why the venue closed a space ("roof repairs"): the team's own words, except a site visit's, which names the
  // inquiry's person and is rewritten with the inquiry's removal.
  facility_blocks: { reason: h },
  facility_photos: { storage_key: none },
  gateway_customers: { gateway_code: h, customer_ref: h },
  idempotency_keys: { key: h, scope: h, request_hash: h, status: h, response_body: h },
  installments: { status: none },
  invitations: { id: h, email: h, first_name: h, last_name: h, role: none },
  invoice_line_items: { description: kept, item_type: none },
  invoices: { number: none, status: none, currency: none, notes: kept, void_reason: kept, voided_by_name: kept },
  credit_notes: { number: none, reason: kept },
  message_threads: { subject: h },
  messages: { sender_name: h, body: h, attachment_key: h, attachment_name: h, attachment_mime: h },
  notification_settings: { preferences: h },
  notifications: { type: none, priority: none, title: h, body: h, link: none },
  outbox_messages: {
    to_address: h,
    subject: h,
    text_body: h,
    html_body: h,
    status: none,
    last_error: h,
    delivered_to: h,
    channel: none,
    category: none,
    template_name: none,
    sent_by_name: none,
    body: h,
    attachments: h,
  },
  // A link's page (next_path) names an event or contract of the person: the row goes with them.
  password_reset_tokens: { token_hash: h, next_path: h },
  payment_gateways: { code: none, name: none, description: none },
  payment_methods: {
    type: h,
    gateway_code: h,
    provider_ref: h,
    nickname: h,
    instructions: h,
    last_four: h,
    card_brand: h,
  },
  payment_plans: { status: none },
  payment_settings: {
    default_currency: none,
    available_currencies: none,
    refund_policy_text: none,
    bank_transfer_instructions: none,
    manual_payment_instructions: none,
  },
  payments: {
    number: none,
    description: kept,
    currency: none,
    status: none,
    receipt_number: none,
    method_type: kept,
    method_last_four: kept,
    notes: kept,
    gateway_code: none,
    provider_ref: kept,
    payment_type: none,
    failure_message: kept,
    client_secret: kept,
    redirect_url: kept,
  },
  // kept_name: the name the kept books were issued to, for the retention period (the admins' list shows it).
  privacy_requests: { status: none, reason: h, decided_by_name: none, decline_reason: h, kept_name: kept },
  product_categories: { name: none, description: none },
  products: { sku: none, name: none, description: none, type: none, pricing_model: none },
  questionnaire_fields: { name: none, type: none, help_text: none, options: none, placeholder: none, purpose: none },
  questionnaire_responses: { value: h },
  questionnaires: { name: none, description: none, audience: none },
  quote_line_items: { description: h },
  quote_options: { name: h, description: h },
  quote_requests: { message: h, status: none },
  inquiries: { source: none, stage: none, lost_reason: h, name: h, email: h, phone: h, company: h, alternative_dates: none, message: h },
  quotes: { status: none, currency: none, client_message: h, accepted_by_name: h, rejection_reason: h },
  rate_limits: { key: h },
  refresh_tokens: { family_id: h, token_hash: h },
  refunds: { number: none, reason: kept, status: none, provider_ref: kept, failure_message: kept },
  reminder_jobs: { type: none, subject: none, channels: none },
  reminder_type_settings: { type: none },
  site_pages: { slug: none, title: none, summary: none, body: none },
  stream_tickets: { ticket_hash: h, session_id: h },
  // The built-in test gateway's ledger: card brand and last four of test cards, no name.
  test_gateway_charges: { ref: none, currency: none, status: none, card: none },
  users: { email: h, password_hash: h, first_name: h, last_name: h, phone: h, company: h, avatar_key: h, role: none, billing_address: h, tin: h },
  // The home page (issue 39) is the venue's own words; a testimonial there is published with its author's consent and the admin edits it.
  venue_settings: { details: none, logo_key: none, home: none, staff_reports: none },
  webhook_events: { gateway_code: none, event_id: none, type: none },
};

/** The (table, column) pairs where a deleted person may still be named: the books kept as the law requires. */
export const KEPT_BOOK_COLUMNS = Object.entries(PERSONAL_DATA).flatMap(([table, cols]) =>
  Object.entries(cols)
    .filter(([, c]) => c === 'kept')
    .map(([column]) => `${table}.${column}`),
);
