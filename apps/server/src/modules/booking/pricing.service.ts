import { fromMinor, toMinor } from '@venue/shared/money';
import { depositMinor } from '@venue/shared/payments/charge-amount';
import { priceBooking, type TPricedProduct } from '@venue/shared/booking/pricing';
import type { TPricingResult } from '@venue/shared/booking/session.schema';
import type { TPublicProduct } from '@venue/shared/booking/catalogue.schema';
import type { TDiscountRow } from './discounts.repo';
import { toPricingDiscount } from './discounts.service';
import { stepOfType, type TLoadedFlow } from './flows.service';

/**
 * The server's price of a session (spec sections 3 and 9): the shared priceBooking over the chosen packages and
 * add-ons at today's catalogue prices (never the browser's copies), for the schedule's hours, less the session's
 * discount code. The wizard shows this; completion charges exactly this.
 */
type TStepData = Record<string, Record<string, unknown>>;

const selections = (data: Record<string, unknown> | undefined, key: string): { product_id: number; quantity: number }[] => {
  const list = data?.[key];
  if (!Array.isArray(list)) return [];
  return list.flatMap((x: { product_id?: unknown; quantity?: unknown }) =>
    Number.isInteger(x?.product_id) && Number.isInteger(x?.quantity) && (x.quantity as number) > 0
      ? [{ product_id: x.product_id as number, quantity: x.quantity as number }]
      : [],
  );
};

export const toPricedProduct = (p: TPublicProduct): TPricedProduct => ({
  id: p.id,
  name: p.name,
  type: p.type,
  base_price: p.base_price,
  pricing_model: p.pricing_model,
  included_hours: p.included_hours,
  has_excess_hours: p.has_excess_hours,
  excess_hour_price: p.excess_hour_price,
  minimum_hours: p.minimum_hours,
  tax_rate: p.tax_rate,
});

/** The hours a session books (0 until the schedule step has a duration). */
export function sessionHours(loaded: TLoadedFlow, data: TStepData): number {
  const step = stepOfType(loaded.flow, 'date_time');
  const duration = step ? data[String(step.id)]?.duration : undefined;
  return typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? duration : 0;
}

/** The products a session chose that its flow offers, with their quantities. */
export function chosenProducts(loaded: TLoadedFlow, data: TStepData) {
  const out: { product: TPublicProduct; quantity: number }[] = [];
  for (const [type, key, offeredKey] of [
    ['package_selection', 'selected_packages', 'available_packages'],
    ['addon_selection', 'selected_addons', 'available_addons'],
  ] as const) {
    const step = stepOfType(loaded.flow, type);
    if (!step) continue;
    const offered = new Set((step.configuration[offeredKey] as number[] | undefined) ?? []);
    for (const s of selections(data[String(step.id)], key)) {
      const product = loaded.products.get(s.product_id);
      if (product && offered.has(product.id)) out.push({ product, quantity: s.quantity });
    }
  }
  return out;
}

export function priceSession(loaded: TLoadedFlow, data: TStepData, discount: TDiscountRow | null): TPricingResult {
  const priced = priceBooking(
    chosenProducts(loaded, data).map((c) => ({ product: toPricedProduct(c.product), quantity: c.quantity })),
    sessionHours(loaded, data),
    discount ? toPricingDiscount(discount) : null,
  );
  return { ...priced, currency: 'PHP', deposit_amount: fromMinor(depositMinor(toMinor(priced.total), loaded.depositPercentage)) };
}

export const ZERO_PRICING: TPricingResult = {
  subtotal: '0.00',
  tax: '0.00',
  discount: '0.00',
  total: '0.00',
  line_items: [],
  discount_details: null,
  currency: 'PHP',
  deposit_amount: '0.00',
};
