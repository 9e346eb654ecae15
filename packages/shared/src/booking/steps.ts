/**
 * The booking wizard's step types, limits and texts (spec document 3, sections 2-9). Shared by the server's
 * step validation and the browser's step forms.
 */
export const STEP_TYPES = [
  'introduction',
  'date_time',
  'package_selection',
  'addon_selection',
  'questionnaire',
  'contact_info',
  'pricing_summary',
  'payment_info',
  'confirmation',
] as const;
export type TStepType = (typeof STEP_TYPES)[number];
/** The deprecated type the browser renders as pricing_summary; the server treats it the same way. */
export const DEPRECATED_STEP_TYPES = ['review_booking'] as const;

export const COMPLETION_TYPES = ['payment', 'quote'] as const;
export type TCompletionType = (typeof COMPLETION_TYPES)[number];
export const COMPLETION_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type TCompletionStatus = (typeof COMPLETION_STATUSES)[number];
export const BOOKING_PAYMENT_TYPES = ['DEPOSIT', 'FULL'] as const;
/** The wizard's payment methods (spec section 9). */
export const WIZARD_METHODS = ['CREDIT_CARD', 'APPLE_PAY', 'GOOGLE_PAY', 'DIGITAL_WALLET', 'BANK_TRANSFER', 'MANUAL'] as const;
export const QUESTIONNAIRE_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'email',
  'phone',
  'date',
  'time',
  'boolean',
  'select',
  'multi-select',
  'radio',
  'file',
  'rating',
] as const;
export type TQuestionnaireFieldType = (typeof QUESTIONNAIRE_FIELD_TYPES)[number];

/** Session timing: activity renews a session by the idle time, never past its maximum age (a hold lives as long). */
export const SESSION_IDLE_MINUTES = 60;
export const SESSION_MAX_AGE_HOURS = 6;
/** The browser's warning threshold and timer tick. */
export const SESSION_WARNING_MINUTES = 15;
export const SESSION_TICK_SECONDS = 60;
/** Debounces of the browser (draft saves, pricing refresh). */
export const DRAFT_SAVE_DEBOUNCE_MS = 1000;
export const PRICING_DEBOUNCE_MS = 300;
/** Local copies of a session in the browser. */
export const SESSION_STORAGE_PREFIX = 'booking_session_';

/** The schedule slider (spec section 9): 1 to 12 hours in steps of 0.5 unless the step configures others. */
export const DURATION_STEP_HOURS = 0.5;
export const DEFAULT_MIN_DURATION_HOURS = 1;
export const DEFAULT_MAX_DURATION_HOURS = 12;
export const DEFAULT_MAX_FILE_SIZE_MB = 10;
/** A questionnaire step's file types unless it names others, and the types a file answer of the portal takes. */
export const DEFAULT_FILE_TYPES = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const DEFAULT_QUOTE_HOLD_DAYS = 3;
export const FALLBACK_TAX_RATE = '0.12';

/** The spec's texts, and ours where the spec names a rule without words. */
export const BOOKING_TEXT = {
  sessionExpired: 'Session has expired. Please start a new booking.',
  sessionExpiredBanner: 'Your booking session has expired. Please start a new booking to continue.',
  sessionAbandoned: 'This booking session was cancelled. Please start a new booking.',
  sessionCompleted: 'This booking has already been completed.',
  sessionNotFound: 'Booking session not found.',
  /** Spec 002 §8: a change (update, validate, go-to-step, complete...) asked of a session that does not exist. */
  noActiveSession: 'No active session',
  /** Spec 002 §8 (confirmation): the session exists but what it was booked from (its flow, its schedule) is gone. */
  sessionInfoMissing: 'Session information missing',
  flowNotFound: 'Booking flow not found.',
  noFlows: 'No booking flows available for this event type',
  stepNotFound: 'No current step found',
  stepAhead: 'Please complete the earlier steps first.',
  validationFailed: 'Validation failed',
  completionFailed: 'There was an issue completing your booking/quote request. Please try again or contact support.',
  completionBusy: 'Your booking is being completed. Please wait a moment.',
  paymentPending: 'Your payment is still being confirmed. Cancel it before changing your booking.',
  noPaymentWaiting: 'This booking is not waiting for a payment.',
  paymentNotCancellable: 'This payment cannot be cancelled now. Please wait for it to be confirmed.',
  walletNotPaid: 'Your payment was not completed, so your booking is not made yet. Go back to your booking to try again or pay another way.',
  walletProcessing: 'Your payment is being processed. We will e-mail you when it is confirmed.',
  paymentWaiting: 'Your payment is waiting for your bank’s confirmation. Try again to confirm it, or cancel it to change your booking.',
  paymentCancelled: 'Your payment was cancelled and nothing was charged. You can change your booking or pay again.',
  notReadyToComplete: 'Please complete every step before confirming your booking.',
  confirmationNotCompleted: 'The booking is not completed yet.',
  acknowledge: 'Please acknowledge the terms to continue',
  dateRequired: 'Please select a date',
  timeRequired: 'Please select a start time',
  timeInvalid: 'Please enter a valid time',
  timeNotOffered: 'Please choose one of the available start times',
  venueRequired: 'Please choose a venue',
  venueNotOffered: 'Please choose one of the listed venues',
  durationMin: (h: number) => `Duration must be at least ${h} hour${h === 1 ? '' : 's'}`,
  durationMax: (h: number) => `Duration cannot be more than ${h} hours`,
  durationStep: 'Duration must be in steps of 0.5 hours',
  slotTaken: 'This time is no longer available. Please choose another time.',
  tooManyHolds: 'You have too many bookings in progress. Please finish or cancel one before choosing another date.',
  tooManySessions: 'Too many bookings started from your network. Please try again later.',
  tooManyDiscountAttempts: 'Too many discount code attempts. Please try again later.',
  tooManyCompletions: 'Too many booking attempts from your network. Please try again later.',
  tooManyQuotes: 'Too many quote requests today. Please try again tomorrow, or contact us.',
  packagesMin: (n: number) => `Must select at least ${n} package(s)`,
  packagesMax: (n: number) => `Cannot select more than ${n} package(s)`,
  addonsMin: (n: number) => `Must select at least ${n} add-on(s)`,
  addonsMax: (n: number) => `Cannot select more than ${n} add-on(s)`,
  quantityMin: 'Quantity must be at least 1',
  productUnavailable: (name: string) => `${name} is not available for the chosen date`,
  productNotOffered: 'Please choose from the listed options',
  fieldRequired: (name: string) => `${name} is required`,
  invalidNumber: 'Please enter a valid number',
  invalidDate: 'Please enter a valid date',
  invalidTime: 'Please enter a valid time',
  invalidOption: 'Please select a valid option',
  invalidFile: 'Please upload a valid file',
  invalidRating: 'Please choose a rating from 1 to 5',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  filesTooLarge: (mb: number) => `Some files are too large. Maximum file size is ${mb}MB`,
  filesWrongType: (types: readonly string[]) => `Some files have invalid types. Allowed types: ${types.join(', ')}`,
  uploadsDisabled: 'File uploads are not enabled for this questionnaire',
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email address is required',
  phoneRequired: 'Phone number is required',
  addressRequired: 'Address is required',
  companyRequired: 'Company is required',
  passwordRequired: 'Password is required for account creation',
  accountRequired: 'Please create an account to complete this booking',
  accountExists: 'An account with this email already exists. Please sign in to complete your booking.',
  termsRequired: 'You must accept the terms and conditions',
  invalidDiscount: 'Invalid discount code',
  discountFirstBookingOnly: 'This discount code is only for a first booking',
  discountAlreadyUsed: 'You have already used this discount code',
  paymentMethodRequired: 'Payment method is required',
  paypalMethodRequired: 'PayPal payment method is required',
  billingAddressRequired: 'Billing address is required',
  gatewayRequired: 'Please select a payment gateway',
  depositNotAllowed: 'Deposit payments are not available for this booking',
  quoteNotAllowed: 'Quote requests are not available for this booking',
  minimumAmount: (amount: string) => `Minimum amount is ${amount}`,
  maximumAmount: (amount: string) => `Maximum amount is ${amount}`,
  nothingSelected: 'No Items Selected',
  nothingDue: 'Nothing to pay: the total of your booking is ₱0.00.',
} as const;
