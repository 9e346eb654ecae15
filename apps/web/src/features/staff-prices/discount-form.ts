import { DISCOUNT_KINDS } from '@venue/shared/booking/discount-rules';
import { ZCreateDiscountRequest, type TCreateDiscountRequest, type TStaffDiscount } from '@venue/shared/staff/prices.schema';
import { z } from 'zod';

/**
 * The discount dialog's values: text as typed (empty = not set), days as the date field gives them (Manila days,
 * "YYYY-MM-DD", never instants). Checked by the shared request schema itself, so the dialog refuses exactly what
 * the server would, with the same words.
 */
const ZDiscountFields = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_type: z.enum(DISCOUNT_KINDS),
  value: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  usage_limit: z.string(),
  per_client_limit: z.string(),
  event_type_ids: z.array(z.number()),
  first_booking_only: z.boolean(),
  is_public: z.boolean(),
  is_active: z.boolean(),
});
export type TDiscountForm = z.input<typeof ZDiscountFields>;

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** '' is no limit; anything else must be a whole number (the schema says so in its words). */
const limitOf = (text: string) => (text.trim() === '' ? null : Number(text));

export function toDiscountRequest(form: TDiscountForm): TCreateDiscountRequest {
  return {
    code: form.code,
    name: form.name,
    description: form.description,
    discount_type: form.discount_type,
    value: form.value,
    valid_from: orNull(form.valid_from),
    valid_until: orNull(form.valid_until),
    usage_limit: limitOf(form.usage_limit),
    per_client_limit: limitOf(form.per_client_limit),
    event_type_ids: form.event_type_ids,
    first_booking_only: form.first_booking_only,
    is_public: form.is_public,
    is_active: form.is_active,
  };
}

export const ZDiscountForm = ZDiscountFields.superRefine((form, ctx) => {
  const parsed = ZCreateDiscountRequest.safeParse(toDiscountRequest(form));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [String(issue.path[0] ?? 'code')], message: issue.message });
  // What is sent is what the schema made of it (the code upper-cased, texts trimmed), as the server will read it.
}).transform((form): TCreateDiscountRequest => ZCreateDiscountRequest.parse(toDiscountRequest(form)));

export const NEW_DISCOUNT: TDiscountForm = {
  code: '',
  name: '',
  description: '',
  discount_type: 'PERCENT',
  value: '',
  valid_from: '',
  valid_until: '',
  usage_limit: '',
  per_client_limit: '',
  event_type_ids: [],
  first_booking_only: false,
  is_public: false,
  is_active: true,
};

/** "10.00" % reads "10" in the field; an amount keeps its centavos only when it has some. */
const valueText = (d: TStaffDiscount) => (d.value.endsWith('.00') ? d.value.slice(0, -3) : d.value);

export function discountFormOf(d: TStaffDiscount): TDiscountForm {
  return {
    code: d.code,
    name: d.name,
    description: d.description,
    discount_type: d.discount_type,
    value: valueText(d),
    valid_from: d.valid_from ?? '',
    valid_until: d.valid_until ?? '',
    usage_limit: d.usage_limit === null ? '' : String(d.usage_limit),
    per_client_limit: d.per_client_limit === null ? '' : String(d.per_client_limit),
    event_type_ids: d.event_type_ids,
    first_booking_only: d.first_booking_only,
    is_public: d.is_public,
    is_active: d.is_active,
  };
}
