import { priceLine, type TPricedProduct } from './pricing';

export interface TExtraHours {
  name: string;
  included_hours: number;
  extra_hours: number;
  /** Per hour, and for the extra hours (before tax), decimal strings: what the server's priceBooking charges. */
  hour_price: string;
  cost: string;
}

/**
 * What a duration adds to each package that charges extra hours (issue 39, point 3), priced by the one rule
 * (priceLine), so the schedule can put the price of a longer event beside the slider. Packages without an extra
 * hour price, and hourly ones, add nothing and are left out; `extra_hours` is 0 while the duration is inside.
 */
export function extraHoursOf(packages: readonly Omit<TPricedProduct, 'tax_rate'>[], hours: number): TExtraHours[] {
  return packages
    .filter((p) => p.pricing_model === 'FIXED' && p.has_excess_hours && p.included_hours !== null)
    .map((p) => {
      const line = priceLine({ ...p, tax_rate: '0' }, 1, hours);
      return {
        name: p.name,
        included_hours: Number(p.included_hours),
        extra_hours: Number(line.excess_hours),
        hour_price: line.excess_hour_price,
        cost: line.excess_cost,
      };
    });
}
