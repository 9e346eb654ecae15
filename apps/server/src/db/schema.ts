import { sql } from 'drizzle-orm';
import { ROLES } from '@venue/shared/accounts/roles';
import type { TTestCardOutcome } from '@venue/shared/payments/test-cards';
import type { TPricingResult } from '@venue/shared/booking/session.schema';
import { CATEGORIES, CHANNELS, DELIVERY_STATUSES } from '@venue/shared/communications/communication.schema';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '@venue/shared/notifications/notification.schema';
import type { TTemplateVariable } from '@venue/shared/communications/template.schema';
import type { TStoredPreferences } from '@venue/shared/notifications/delivery-preferences';
import type { TQuestionPurpose } from '@venue/shared/events/question-purpose';
import type { TEventItemKind } from '@venue/shared/events/event-items.schema';
import type { TVenueDetailsValues } from '@venue/shared/site/venue-details.schema';
import type { TInquirySource, TInquiryStage } from '@venue/shared/staff/inquiry.schema';
import type { TMailAttachment } from '../lib/mailer';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tstz('created_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** False for the account of a guest who booked without choosing a password (0050_guest_password_links.sql). */
    passwordSet: boolean('password_set').notNull().default(true),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    /** The buyer's registered address and TIN, printed on their invoices when given (issue 41; 0079). */
    billingAddress: text('billing_address').notNull().default(''),
    tin: text('tin').notNull().default(''),
    avatarKey: text('avatar_key'),
    /** When the stored avatar was last decoded and re-encoded (on upload, or by the startup image check). */
    avatarCheckedAt: tstz('avatar_checked_at'),
    isActive: boolean('is_active').notNull().default(true),
    role: text('role', { enum: ROLES }).notNull().default('client'),
    dateJoined: tstz('date_joined').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** Opaque, single-use refresh tokens; a family is one sign-in, rotated on each refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    /** Where a set-password link lands once the password is set (a same-site path); null for a reset. */
    nextPath: text('next_path'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

export const invitations = pgTable('invitations', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  acceptedAt: tstz('accepted_at'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The role of the account the invitation creates. */
  role: text('role', { enum: ROLES }).notNull().default('client'),
});

/** Attempt counters of the database-held rate limits (lib/rate-limit.ts): one row per key, fixed windows. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: tstz('window_start').notNull().defaultNow(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

export const eventTypes = pgTable('event_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Offered to new bookings (migration 0032); an inactive type stays on its events. */
  isActive: boolean('is_active').notNull().default(true),
  imageKey: text('image_key'),
  /** The facilities its bookings may use, in the order offered (migration 0032). */
  facilityIds: jsonb('facility_ids').$type<number[]>().notNull().default([]),
});

/** Places an event books (reference data in migration 0011); see facility_reservations. */
export const facilities = pgTable('facilities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  minGuests: integer('min_guests'),
  /** Enforced on bookings; null when the venue states no limit. */
  capacity: integer('capacity'),
  overnight: boolean('overnight').notNull().default(false),
  bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
  bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A facility's photos, ordered, one the cover (migration 0032); files are re-encoded like every user image. */
export const facilityPhotos = pgTable(
  'facility_photos',
  {
    id: serial('id').primaryKey(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('facility_photos_facility_idx').on(t.facilityId, t.position)],
);

/**
 * `blocked_during` (tstzrange, the booking with its facility's buffers) exists only in SQL: a trigger keeps it,
 * and another copies it into `facility_reservations`, whose exclusion constraint keeps bookings and holds apart.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id),
    name: text('name').notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull().default('PENDING'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    guestCount: integer('guest_count'),
    currentStage: text('current_stage'),
    preferences: jsonb('preferences')
      .$type<{ special_requests: string; dietary_restrictions: string; communication_preferences: string }>()
      .notNull()
      .default({ special_requests: '', dietary_restrictions: '', communication_preferences: '' }),
    totalPrice: numeric('total_price', { precision: 12, scale: 2 }).notNull().default('0.00'),
    facilityId: integer('facility_id').references(() => facilities.id),
    /** The booked time; start_date and end_date are its PHT days. Null only for rows older than migration 0011. */
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    /** The event sheet (migration 0077): its coordinator, and its version, which follows what it says (sheet_hash). */
    coordinatorId: integer('coordinator_id').references(() => users.id, { onDelete: 'set null' }),
    sheetVersion: integer('sheet_version').notNull().default(1),
    sheetHash: text('sheet_hash'),
    sheetChangedAt: tstz('sheet_changed_at'),
    sheetPrintedVersion: integer('sheet_printed_version'),
    sheetPrintedAt: tstz('sheet_printed_at'),
    sheetConfirmedVersion: integer('sheet_confirmed_version'),
    sheetConfirmedAt: tstz('sheet_confirmed_at'),
  },
  (t) => [index('events_dates_idx').on(t.startDate, t.endDate), index('events_client_idx').on(t.clientId), index('events_coordinator_idx').on(t.coordinatorId)],
);

/** What the visitor chose in the booking wizard, as priced there (migration 0026); none for events staff book. */
export const eventItems = pgTable(
  'event_items',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** PACKAGE or ADDON. */
    kind: text('kind').$type<TEventItemKind>().notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    lineTotal: numeric('line_total', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [index('event_items_event_idx').on(t.eventId, t.position)],
);

/**
 * Every e-mail and SMS is a row here first, and the row stays as its communication record (migration 0013):
 * the outbox worker delivers it with retries and moves its delivery status.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** An e-mail address, or a mobile number for an SMS. */
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** What an e-mail sends as its HTML part (the system's layout, or the sanitized body a person wrote). */
    htmlBody: text('html_body'),
    /** The record's delivery status: PENDING, SENT, DELIVERED, FAILED, BOUNCED. */
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredTo: text('delivered_to'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    channel: text('channel', { enum: CHANNELS }).notNull().default('EMAIL'),
    category: text('category', { enum: CATEGORIES }).notNull().default('SYSTEM'),
    templateName: text('template_name').notNull().default('general'),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name').notNull().default('Venue Portal'),
    /** Sanitized HTML a person wrote; null when the body is textBody. */
    body: text('body'),
    isOpened: boolean('is_opened').notNull().default(false),
    openedAt: tstz('opened_at'),
    deliveredAt: tstz('delivered_at'),
    /** When to ask a channel that reports delivery (Semaphore) again; null when nothing is owed. */
    reportDueAt: tstz('report_due_at'),
    /** Files sent with the e-mail (a booking's .ics invitation); null for most messages. */
    attachments: jsonb('attachments').$type<TMailAttachment[]>(),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbox_client_idx').on(t.clientId, t.id.desc()),
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_client_created_idx').on(t.clientId, t.createdAt),
    index('outbox_client_unread_idx')
      .on(t.clientId)
      .where(sql`${t.channel} = 'EMAIL' and not ${t.isOpened} and ${t.status} in ('SENT', 'DELIVERED')`),
    index('outbox_report_due_idx')
      .on(t.reportDueAt)
      .where(sql`${t.reportDueAt} is not null`),
  ],
);

export const eventTasks = pgTable(
  'event_tasks',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('PENDING'),
    priority: text('priority').notNull().default('MEDIUM'),
    dueDate: date('due_date', { mode: 'string' }),
    requiresClientInput: boolean('requires_client_input').notNull().default(false),
    canUpdate: boolean('can_update').notNull().default(false),
    completionNotes: text('completion_notes').notNull().default(''),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('event_tasks_event_idx').on(t.eventId)],
);

/**
 * Each event's task counts and contract summary, kept by triggers (migration 0081) in the statement that changes
 * a task, a contract or a signature: read, never written, by the server. No row: no tasks and no contracts.
 */
export const eventSummaries = pgTable('event_summaries', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  tasksTotal: integer('tasks_total').notNull().default(0),
  tasksCompleted: integer('tasks_completed').notNull().default(0),
  contractStatuses: text('contract_statuses')
    .array()
    .notNull()
    .default(sql`'{}'`),
  contractNextExpiry: date('contract_next_expiry', { mode: 'string' }),
  contractNeedsSignature: boolean('contract_needs_signature').notNull().default(false),
});

export const eventDocuments = pgTable(
  'event_documents',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull().default('OTHER'),
    description: text('description').notNull().default(''),
    fileKey: text('file_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    clientVisible: boolean('client_visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('event_documents_event_idx').on(t.eventId)],
);

export const eventNotes = pgTable(
  'event_notes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdByName: text('created_by_name').notNull(),
    /** The venue's own notes: never in a client's response. */
    isInternal: boolean('is_internal').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('event_notes_event_idx').on(t.eventId)],
);

/** Append-only: who did what to an event, and when. */
export const eventTimeline = pgTable(
  'event_timeline',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    actionType: text('action_type').notNull(),
    description: text('description').notNull(),
    actorName: text('actor_name').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('event_timeline_event_idx').on(t.eventId, t.createdAt)],
);

export const eventFeedback = pgTable('event_feedback', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: 'cascade' }),
  overallRating: integer('overall_rating').notNull(),
  comments: text('comments').notNull().default(''),
  testimonial: text('testimonial').notNull().default(''),
  isPublic: boolean('is_public').notNull().default(false),
  /** The venue's choice to show public feedback on /reviews (migration 0029). */
  shownOnWebsite: boolean('shown_on_website').notNull().default(false),
  categories: jsonb('categories').$type<Record<string, number | null>>().notNull().default({}),
  response: text('response'),
  responseByName: text('response_by_name'),
  respondedAt: tstz('responded_at'),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const questionnaires = pgTable('questionnaires', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  eventTypeId: integer('event_type_id').references(() => eventTypes.id),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** 'event' (the portal's questionnaires) or 'booking' (asked in the booking wizard). */
  audience: text('audience').notNull().default('event'),
});

export const questionnaireFields = pgTable(
  'questionnaire_fields',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    helpText: text('help_text').notNull().default(''),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    placeholder: text('placeholder').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /** What the answer means beyond its words (migration 0023, shared events/question-purpose.ts). */
    purpose: text('purpose').$type<TQuestionPurpose>(),
    /** An answered question is never edited in place: an edit is a new row, version + 1, of the same origin (0033). */
    version: integer('version').notNull().default(1),
    originId: integer('origin_id'),
    /** Set when an edit replaced the row or an admin removed the question; answers keep pointing at it. */
    retiredAt: tstz('retired_at'),
  },
  (t) => [index('questionnaire_fields_q_idx').on(t.questionnaireId)],
);

export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => questionnaireFields.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questionnaire_responses_event_field_key').on(t.eventId, t.fieldId)],
);

/**
 * Files a client gave as the answer to a file question on the event's questionnaire tab (migration 0071), stored
 * like booking uploads; `file_id` is the handle the answer's value holds. An upload not (or no longer) saved as the
 * answer is deleted with its file at the next upload or save of that question.
 */
export const eventAnswerFiles = pgTable(
  'event_answer_files',
  {
    id: serial('id').primaryKey(),
    fileId: text('file_id').notNull().unique(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => questionnaireFields.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_answer_files_event_field_idx').on(t.eventId, t.fieldId)],
);

/** The venue's catalogue (spec document 3, "Product"): packages and add-ons quoted by staff and booked by clients. */
export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** PACKAGE or PRODUCT (an add-on). */
    type: text('type').notNull(),
    basePrice: numeric('base_price', { precision: 12, scale: 2 }).notNull(),
    /** HOURLY multiplies by hours; FIXED is the price, plus excess hours beyond included_hours when allowed. */
    pricingModel: text('pricing_model').notNull().default('FIXED'),
    includedHours: numeric('included_hours', { precision: 5, scale: 2 }),
    hasExcessHours: boolean('has_excess_hours').notNull().default(false),
    excessHourPrice: numeric('excess_hour_price', { precision: 12, scale: 2 }),
    minimumHours: numeric('minimum_hours', { precision: 5, scale: 2 }),
    maximumHours: numeric('maximum_hours', { precision: 5, scale: 2 }),
    advanceBookingDays: integer('advance_booking_days').notNull().default(7),
    maximumBookingDays: integer('maximum_booking_days').notNull().default(365),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** A fraction: 0.12 is 12 % VAT. */
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull().default('0.12'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_sku_key').on(t.sku), index('products_category_idx').on(t.categoryId)],
);

export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    status: text('status').notNull().default('DRAFT'),
    currency: text('currency').notNull().default('PHP'),
    discountAmount: numeric('discount_amount', { precision: 12, scale: 2 }).notNull().default('0.00'),
    clientMessage: text('client_message').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }),
    /** The guests this version is priced for; accepting it makes them the event's (migration 0066). */
    guestCount: integer('guest_count'),
    sentAt: tstz('sent_at'),
    acceptedAt: tstz('accepted_at'),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedByName: text('accepted_by_name'),
    rejectedAt: tstz('rejected_at'),
    rejectionReason: text('rejection_reason'),
    /** The quote this one is a new version of (after it was rejected or expired). */
    previousVersionId: integer('previous_version_id'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('quotes_event_idx').on(t.eventId)],
);

export const quoteLineItems = pgTable(
  'quote_line_items',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** The catalogue product the line was priced from; name, price and tax were copied and stay as quoted. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    /** A fraction: 0.12 is 12 % VAT. */
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull().default('0'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('quote_line_items_quote_idx').on(t.quoteId)],
);

export const quoteOptions = pgTable(
  'quote_options',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isSelected: boolean('is_selected').notNull().default(false),
    totalPrice: numeric('total_price', { precision: 12, scale: 2 }).notNull(),
    /** Taxed like a line, at its own rate (options made before 0025_tax_per_line were untaxed: 0). */
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull().default('0.12'),
  },
  (t) => [index('quote_options_quote_idx').on(t.quoteId)],
);

export const contractTemplates = pgTable('contract_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Roles that must sign, e.g. ["CLIENT", "COMPANY_REP"]. */
  signatureRequirements: jsonb('signature_requirements').$type<string[]>().notNull().default(['CLIENT']),
  description: text('description').notNull().default(''),
  /** Sanitized HTML with {{variables}} (packages/shared contracts/template-variables.ts). */
  content: text('content').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => contractTemplates.id),
    status: text('status').notNull().default('DRAFT'),
    content: text('content').notNull(),
    /** SHA-256 of content; changes whenever content does. */
    contentHash: text('content_hash').notNull(),
    isAmendment: boolean('is_amendment').notNull().default(false),
    amendmentNumber: integer('amendment_number'),
    originalContractId: integer('original_contract_id'),
    contractValue: numeric('contract_value', { precision: 12, scale: 2 }).notNull().default('0.00'),
    currency: text('currency').notNull().default('PHP'),
    paymentScheduleReference: text('payment_schedule_reference').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }),
    sentAt: tstz('sent_at'),
    fullySignedAt: tstz('fully_signed_at'),
    /** SHA-256 of the signed record (content hash plus every signature), printed on the certificate page. */
    finalDocumentHash: text('final_document_hash'),
    /** The signed PDF rendered once and stored (area "signed-contracts"), and the SHA-256 of its bytes (migration 0041). */
    sealedPdfKey: text('sealed_pdf_key'),
    sealedPdfSha256: text('sealed_pdf_sha256'),
    voidedAt: tstz('voided_at'),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contracts_event_idx').on(t.eventId),
    index('contracts_final_hash_idx').on(t.finalDocumentHash),
    index('contracts_sealed_pdf_idx').on(t.sealedPdfSha256),
  ],
);

export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    signerUserId: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signerTitle: text('signer_title').notNull().default(''),
    signerEmail: text('signer_email').notNull(),
    signatureData: text('signature_data').notNull(),
    verificationMethod: text('verification_method').notNull(),
    contentHash: text('content_hash').notNull(),
    consentVersion: text('consent_version').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    deviceFingerprint: text('device_fingerprint').notNull().default(''),
    screenResolution: text('screen_resolution').notNull().default(''),
    signedAt: tstz('signed_at').notNull().defaultNow(),
    /** When the image was decoded whole (at signing, or by the startup image check); null: never checked. */
    imageCheckedAt: tstz('image_checked_at'),
    /** The image could not be decoded: the PDF prints a note in its place (the bytes stay, as sealed evidence). */
    imageUnreadable: boolean('image_unreadable').notNull().default(false),
  },
  (t) => [uniqueIndex('contract_signatures_role_key').on(t.contractId, t.role)],
);

/** Append-only audit log of a contract: created, sent, viewed, signed, fully signed, amended, voided, expired. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    description: text('description').notNull(),
    actorName: text('actor_name').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    occurredAt: tstz('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.occurredAt)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The number printed on the invoice, e.g. INV-2026-0042. */
    number: text('number').notNull().unique(),
    status: text('status').notNull().default('DRAFT'),
    currency: text('currency').notNull().default('PHP'),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    /** The accepted quote this invoice bills (one invoice per quote); null for a booking's or one issued by hand. */
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    /** A voided (CANCELLED) invoice keeps its number; why, when and by whom (issue 41; 0079). */
    voidReason: text('void_reason'),
    voidedAt: tstz('voided_at'),
    voidedByName: text('voided_by_name'),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_event_idx').on(t.eventId), uniqueIndex('invoices_quote_key').on(t.quoteId)],
);

export const invoiceLineItems = pgTable(
  'invoice_line_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    itemType: text('item_type').notNull().default('SERVICE'),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    /** A fraction ("0.12"): each line is taxed at its own rate (packages/shared/src/payments/document-totals.ts). */
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull().default('0.12'),
    /** Packages billed by the hour: the base price, the hours beyond those included and their price. */
    baseUnitPrice: numeric('base_unit_price', { precision: 12, scale: 2 }),
    excessHours: numeric('excess_hours', { precision: 6, scale: 2 }),
    excessHourPrice: numeric('excess_hour_price', { precision: 12, scale: 2 }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('invoice_line_items_invoice_idx').on(t.invoiceId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    number: text('number').notNull().unique(),
    description: text('description').notNull().default(''),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('PHP'),
    status: text('status').notNull().default('PENDING'),
    dueDate: date('due_date', { mode: 'string' }),
    paidOn: tstz('paid_on'),
    receiptNumber: text('receipt_number'),
    methodType: text('method_type'),
    methodLastFour: text('method_last_four'),
    isManual: boolean('is_manual').notNull().default(false),
    notes: text('notes').notNull().default(''),
    gatewayCode: text('gateway_code'),
    /** The gateway's reference of the charge (pi_..., the wallet payment id, tpi_... for the test gateway). */
    providerRef: text('provider_ref'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    paymentType: text('payment_type'),
    isTest: boolean('is_test').notNull().default(false),
    failureMessage: text('failure_message'),
    installmentId: integer('installment_id'),
    /** While the payer must act: the browser's confirmation secret or the wallet's page. */
    clientSecret: text('client_secret'),
    redirectUrl: text('redirect_url'),
    refundedAmount: numeric('refunded_amount', { precision: 12, scale: 2 }).notNull().default('0.00'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payments_event_idx').on(t.eventId), index('payments_invoice_idx').on(t.invoiceId)],
);

/** The venue's money rules; exactly one row (id 1). */
export const paymentSettings = pgTable('payment_settings', {
  id: integer('id').primaryKey().default(1),
  defaultCurrency: text('default_currency').notNull().default('PHP'),
  availableCurrencies: jsonb('available_currencies').$type<string[]>().notNull(),
  defaultDepositPercentage: numeric('default_deposit_percentage', { precision: 5, scale: 2 }).notNull(),
  balanceDueDays: integer('balance_due_days').notNull(),
  allowRefunds: boolean('allow_refunds').notNull(),
  refundPercentage: numeric('refund_percentage', { precision: 5, scale: 2 }).notNull(),
  refundDeadlineHours: integer('refund_deadline_hours').notNull(),
  refundPolicyText: text('refund_policy_text').notNull(),
  bankTransferInstructions: text('bank_transfer_instructions').notNull(),
  manualPaymentInstructions: text('manual_payment_instructions').notNull(),
  keepTestGateway: boolean('keep_test_gateway').notNull().default(false),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** One row per gateway code; listed to clients only while its adapter is configured and the row is active. */
export const paymentGateways = pgTable('payment_gateways', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const gatewayCustomers = pgTable(
  'gateway_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gatewayCode: text('gateway_code').notNull(),
    customerRef: text('customer_ref').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gatewayCode] })],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    gatewayCode: text('gateway_code'),
    providerRef: text('provider_ref'),
    nickname: text('nickname').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    lastFour: text('last_four'),
    cardBrand: text('card_brand'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    isTest: boolean('is_test').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payment_methods_client_idx').on(t.clientId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull().default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    gatewayCode: text('gateway_code').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gatewayCode, t.eventId] })],
);

export const paymentPlans = pgTable('payment_plans', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
  status: text('status').notNull().default('ACTIVE'),
  createdAt: createdAt(),
});

export const installments = pgTable('installments', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => paymentPlans.id, { onDelete: 'cascade' }),
  sequence: integer('sequence').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  status: text('status').notNull().default('PENDING'),
  paidAt: tstz('paid_at'),
});

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  reason: text('reason').notNull().default(''),
  status: text('status').notNull().default('PENDING'),
  providerRef: text('provider_ref'),
  failureMessage: text('failure_message'),
  createdAt: createdAt(),
  processedAt: tstz('processed_at'),
});

/**
 * A credit note: issued with a refund against an invoice, numbered in its own unbroken series (CN-2026-000001,
 * document-series.ts), naming the invoice it corrects; the VAT part is the invoice's, in proportion (issue 41; 0079).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    refundId: integer('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    vatable: numeric('vatable', { precision: 12, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 12, scale: 2 }).notNull(),
    exempt: numeric('exempt', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('credit_notes_invoice_idx').on(t.invoiceId)],
);

/** The built-in test gateway's ledger, in the database so every server process agrees on it. */
export const testGatewayCharges = pgTable('test_gateway_charges', {
  ref: text('ref').primaryKey(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  card: jsonb('card').$type<{ lastFour: string; brand: string; expMonth: number; expYear: number; outcome: TTestCardOutcome; methodRef?: string }>(),
  refundedMinor: bigint('refunded_minor', { mode: 'bigint' }).notNull().default(0n),
  createdAt: createdAt(),
});

/** Secrets shared by every server process of this database (see db/app-secrets.ts). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Append-only record of staff and admin writes (a trigger refuses UPDATE and DELETE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** What the object was called when the change was made (lib/audit-label.ts); '' for entries before 0021. */
    objectLabel: text('object_label').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_object_idx').on(t.objectType, t.objectId, t.createdAt), index('audit_log_actor_idx').on(t.actorUserId, t.createdAt)],
);

/** What the system sends, by name (seeded in migration 0013); records point here by template_name. */
export const communicationTemplates = pgTable('communication_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  category: text('category', { enum: CATEGORIES }).notNull(),
  channel: text('channel', { enum: CHANNELS }).notNull(),
  description: text('description').notNull().default(''),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  /** The built-in wording, kept here when an admin first changes the template (migration 0034); null while as shipped. */
  defaultSubject: text('default_subject'),
  defaultBody: text('default_body'),
  variables: jsonb('variables').$type<TTemplateVariable[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** The notification panel's items, per user. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    priority: text('priority', { enum: NOTIFICATION_PRIORITIES }).notNull().default('medium'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** One-use, short-lived tickets that open a notification stream (stored as SHA-256). */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('stream_tickets_expiry_idx').on(t.expiresAt)],
);

/** A person's private iCalendar feed (migration 0074): only the hash of its address's token is kept. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
  createdAt: createdAt(),
});

/** A person's choices about non-essential e-mail, SMS and panel notifications; absent: the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<TStoredPreferences>().notNull().default({}),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** A conversation between one client and the venue. */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: tstz('last_message_at').notNull().defaultNow(),
  },
  (t) => [index('message_threads_client_idx').on(t.clientId, t.lastMessageAt.desc()), index('message_threads_recent_idx').on(t.lastMessageAt.desc())],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    fromVenue: boolean('from_venue').notNull(),
    /** Strict-mode sanitized HTML. */
    body: text('body').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentMime: text('attachment_mime'),
    attachmentSize: integer('attachment_size'),
    /** When the other side read it. */
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.id),
    index('messages_unread_idx')
      .on(t.threadId, t.fromVenue)
      .where(sql`${t.readAt} is null`),
    index('messages_attachment_idx')
      .on(t.attachmentKey)
      .where(sql`${t.attachmentKey} is not null`),
  ],
);

/** Booking flows: an event type's wizard, its ordered steps each with a type and a configuration (migration 0014). */
export const bookingFlows = pgTable('booking_flows', {
  id: serial('id').primaryKey(),
  eventTypeId: integer('event_type_id')
    .notNull()
    .references(() => eventTypes.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  /** Migration 0035: the version whose step rows new sessions get; saving the flow writes the next one. */
  version: integer('version').notNull().default(1),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  /** Who saved it last; null for a flow no one has saved since the install (the setup checklist reads it). */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const bookingSteps = pgTable('booking_steps', {
  id: serial('id').primaryKey(),
  flowId: integer('flow_id')
    .notNull()
    .references(() => bookingFlows.id, { onDelete: 'cascade' }),
  stepType: text('step_type').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull(),
  isSkippable: boolean('is_skippable').notNull().default(false),
  isEnabled: boolean('is_enabled').notNull().default(true),
  configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull().default({}),
  /** The flow version these rows belong to (migration 0035): rows of older versions stay for their sessions. */
  flowVersion: integer('flow_version').notNull().default(1),
});

/** A visitor's way through a flow; `session_id` is their unguessable handle (see modules/booking). */
export const bookingSessions = pgTable('booking_sessions', {
  id: serial('id').primaryKey(),
  sessionId: text('session_id').notNull().unique(),
  flowId: integer('flow_id')
    .notNull()
    .references(() => bookingFlows.id),
  /** The flow version the session started on and finishes on (migration 0035). */
  flowVersion: integer('flow_version').notNull().default(1),
  currentStepId: integer('current_step_id').references(() => bookingSteps.id, { onDelete: 'set null' }),
  completedStepIds: jsonb('completed_step_ids').$type<number[]>().notNull().default([]),
  bookingData: jsonb('booking_data').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
  validationErrors: jsonb('validation_errors').$type<Record<string, { field: string; message: string }[]>>().notNull().default({}),
  totalPrice: numeric('total_price', { precision: 12, scale: 2 }).notNull().default('0.00'),
  pricing: jsonb('pricing').$type<TPricingResult>(),
  discountCode: text('discount_code'),
  status: text('status').notNull().default('active'),
  completionStatus: text('completion_status').notNull().default('pending'),
  completionType: text('completion_type'),
  completionResult: jsonb('completion_result'),
  completionAttempts: integer('completion_attempts').notNull().default(0),
  eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
  clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
  createdUserId: integer('created_user_id').references(() => users.id, { onDelete: 'set null' }),
  accountPasswordHash: text('account_password_hash'),
  ipAddress: text('ip_address').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  referrerUrl: text('referrer_url').notNull().default(''),
  abandonReason: text('abandon_reason'),
  abandonedAt: tstz('abandoned_at'),
  completedAt: tstz('completed_at'),
  confirmationSentAt: tstz('confirmation_sent_at'),
  expiresAt: tstz('expires_at').notNull(),
  maxExpiresAt: tstz('max_expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * Every time a facility is taken, by an event (copied by a trigger on events) or held by an open booking session
 * (until expires_at); `blocked_during` (tstzrange, with buffers) exists only in SQL, under the exclusion
 * constraint `facility_reservations_no_overlap`.
 */
export const facilityReservations = pgTable('facility_reservations', {
  id: serial('id').primaryKey(),
  facilityId: integer('facility_id')
    .notNull()
    .references(() => facilities.id),
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at').notNull(),
  eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id').references(() => bookingSessions.id, { onDelete: 'cascade' }),
  /** A block's (migration 0072); exactly one of event, session and block owns a reservation. */
  blockId: integer('block_id').references(() => facilityBlocks.id, { onDelete: 'cascade' }),
  expiresAt: tstz('expires_at'),
  createdAt: createdAt(),
});

/** A space closed for a time by the venue (migration 0072); its reservation row keeps everyone else out. */
export const facilityBlocks = pgTable('facility_blocks', {
  id: serial('id').primaryKey(),
  facilityId: integer('facility_id')
    .notNull()
    .references(() => facilities.id, { onDelete: 'cascade' }),
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at').notNull(),
  reason: text('reason').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** The inquiry pipeline (migration 0075): one record from first contact to a decision; see shared staff/inquiry-stage.ts. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    source: text('source').$type<TInquirySource>().notNull(),
    /** The stage staff last set by hand, and when; the stage shown also weighs what the product knows. */
    stage: text('stage').$type<TInquiryStage>().notNull().default('NEW'),
    stageSetAt: tstz('stage_set_at').notNull().defaultNow(),
    lostReason: text('lost_reason').notNull().default(''),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    eventTypeId: integer('event_type_id').references(() => eventTypes.id, { onDelete: 'set null' }),
    wishedDate: date('wished_date', { mode: 'string' }),
    alternativeDates: jsonb('alternative_dates').$type<string[]>().notNull().default([]),
    guestCount: integer('guest_count'),
    budget: numeric('budget', { precision: 12, scale: 2 }),
    message: text('message').notNull().default(''),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    nextFollowUp: date('next_follow_up', { mode: 'string' }),
    eventId: integer('event_id')
      .unique()
      .references(() => events.id, { onDelete: 'set null' }),
    contactMessageId: integer('contact_message_id')
      .unique()
      .references(() => contactMessages.id, { onDelete: 'set null' }),
    siteVisitBlockId: integer('site_visit_block_id').references(() => facilityBlocks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('inquiries_created_idx').on(t.createdAt)],
);

export const discounts = pgTable('discounts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  kind: text('kind').notNull(),
  value: numeric('value', { precision: 12, scale: 2 }).notNull(),
  validFrom: date('valid_from', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }),
  usageLimit: integer('usage_limit'),
  timesUsed: integer('times_used').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  isPublic: boolean('is_public').notNull().default(false),
  /** Only for a first booking: any earlier event of the client (or of the account at the contact's address) refuses it. */
  firstBookingOnly: boolean('first_booking_only').notNull().default(false),
  /** Uses one client may make (null: no limit of its own), counted in discount_uses. */
  perClientLimit: integer('per_client_limit'),
  /** The event types the code is for (empty: every type), migration 0031. */
  eventTypeIds: jsonb('event_type_ids').$type<number[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** One booking that used a code, for its client's count; goes with the event when a failed payment undoes it. */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: serial('id').primaryKey(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .unique()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** What the code took off the booking (migration 0031). */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0.00'),
    /** The contact's address as one person (emailKey), so a one-per-person code counts x+1@ as x@ (migration 0039). */
    emailKey: text('email_key').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('discount_uses_client_idx').on(t.clientId, t.discountId), index('discount_uses_email_key_idx').on(t.emailKey, t.discountId)],
);

/** A visitor's request for a quote instead of paying; the venue answers it (staff Today lists the open ones). */
export const quoteRequests = pgTable('quote_requests', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id').references(() => bookingSessions.id, { onDelete: 'set null' }),
  clientId: integer('client_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  facilityId: integer('facility_id').references(() => facilities.id),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  message: text('message').notNull().default(''),
  estimate: numeric('estimate', { precision: 12, scale: 2 }).notNull().default('0.00'),
  status: text('status').notNull().default('OPEN'),
  holdUntil: tstz('hold_until'),
  createdAt: createdAt(),
});

/** Files a booking questionnaire step took, stored like documents; `file_id` is the public handle. */
export const bookingUploads = pgTable('booking_uploads', {
  id: serial('id').primaryKey(),
  fileId: text('file_id').notNull().unique(),
  sessionId: integer('session_id')
    .notNull()
    .references(() => bookingSessions.id, { onDelete: 'cascade' }),
  questionnaireId: integer('questionnaire_id')
    .notNull()
    .references(() => questionnaires.id, { onDelete: 'cascade' }),
  fieldId: integer('field_id').references(() => questionnaireFields.id, { onDelete: 'set null' }),
  storageKey: text('storage_key').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: createdAt(),
});

/**
 * One row: the version of everything a booking flow is made of, bumped by triggers on those tables (migration
 * 0017). Flows loaded in memory are kept together with the version they were loaded at (booking/flow-cache.ts).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'bigint' }).notNull().default(0n),
});

/**
 * The public site's editable pages by slug (migration 0029). Terms and Privacy are versioned: a new version is a
 * new row, a published one is immutable (a trigger), the current one is the newest published.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    version: integer('version').notNull().default(1),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Markdown (the subset of @venue/shared/site/markdown.ts). */
    body: text('body').notNull().default(''),
    publishedAt: tstz('published_at'),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_pages_slug_version_key').on(t.slug, t.version)],
);

/** The Terms and Privacy versions a visitor accepted at registration or on a completed booking. */
export const consents = pgTable('consents', {
  id: serial('id').primaryKey(),
  context: text('context', { enum: ['registration', 'booking'] }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id').references(() => bookingSessions.id, { onDelete: 'set null' }),
  eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
  termsPageId: integer('terms_page_id')
    .notNull()
    .references(() => sitePages.id),
  privacyPageId: integer('privacy_page_id')
    .notNull()
    .references(() => sitePages.id),
  acceptedAt: tstz('accepted_at').notNull().defaultNow(),
});

/** What guests send from /contact. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ipAddress: text('ip_address').notNull().default(''),
  createdAt: createdAt(),
});

/** A client's request to delete their account (RA 10173), confirmed or declined by an admin (migration 0028). */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING, COMPLETED (anonymised) or DECLINED. */
    status: text('status').notNull().default('PENDING'),
    reason: text('reason').notNull().default(''),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name').notNull().default(''),
    declineReason: text('decline_reason').notNull().default(''),
    /** The name the kept invoices, receipts and signed contracts were issued to (kept for the retention period). */
    keptName: text('kept_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('privacy_requests_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    index('privacy_requests_status_idx').on(t.status, t.requestedAt),
  ],
);

/**
 * Reminders sent by the scheduler (migration 0027), one row per (type, subject, recipient, day): the process whose
 * insert wins the key sends; the channels it went out on are kept for the staff screen.
 */
export const reminderJobs = pgTable(
  'reminder_jobs',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    /** What it is about: "invoice:12", "contract:4", "quote:9", "event:31". */
    subject: text('subject').notNull(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    forDay: date('for_day', { mode: 'string' }).notNull(),
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reminder_jobs_key').on(t.type, t.subject, t.recipientId, t.forDay), index('reminder_jobs_day_idx').on(t.forDay)],
);

/** A reminder type the venue switched off (no row: on), read by every process at each tick. */
export const reminderTypeSettings = pgTable('reminder_type_settings', {
  type: text('type').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * The venue's details (name, contact, brand colour, what documents print): one row, created by migration 0030.
 * Read on each use, so every process shows an admin's change at its next request.
 */
export const venueSettings = pgTable('venue_settings', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(1),
  details: jsonb('details').$type<TVenueDetailsValues>().notNull(),
  logoKey: text('logo_key'),
  /** The home page's words (issue 39; shared/site/home.schema.ts): '{}' until an admin writes them. */
  home: jsonb('home').$type<unknown>().notNull().default({}),
  /** Goes up by one on every home page save: what the editor sends back (migration 0047). */
  homeVersion: integer('home_version').notNull().default(1),
  /** The reports an admin shares with staff (migration 0078; shared reports/reports.schema.ts); admins read all. */
  staffReports: jsonb('staff_reports').$type<string[]>().notNull().default([]),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * First run (migration 0036): when the setup checklist (modules/setup) was first found done; null until then, and
 * the public booking stays closed while it is. One row, read at each request by every process.
 */
export const venueSetup = pgTable('venue_setup', {
  id: integer('id').primaryKey().default(1),
  completedAt: tstz('completed_at'),
});

/** The event sheet's run of show (migration 0077): rows of time ("HH:MM"), what happens and who does it. */
export const eventRunOfShow = pgTable(
  'event_run_of_show',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    time: text('time').notNull(),
    what: text('what').notNull(),
    who: text('who').notNull().default(''),
  },
  (t) => [index('event_run_of_show_event_idx').on(t.eventId, t.position)],
);

/** The event's suppliers (migration 0077); the cost is the venue's and never on the client's sheet. */
export const eventSuppliers = pgTable(
  'event_suppliers',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    role: text('role').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    /** "HH:MM" on the event's first day, or ''. */
    arrivesAt: text('arrives_at').notNull().default(''),
    cost: numeric('cost', { precision: 12, scale: 2 }),
  },
  (t) => [index('event_suppliers_event_idx').on(t.eventId, t.position)],
);

/**
 * Invoice and official receipt numbers, one unbroken sequence per series ("INV-2026", "OR-2026"; migration 0076):
 * the issuing transaction takes `next_number` with an update of the row (modules/payments/document-series.ts).
 */
export const documentSeries = pgTable('document_series', {
  series: text('series').primaryKey(),
  nextNumber: bigint('next_number', { mode: 'number' }).notNull(),
});
