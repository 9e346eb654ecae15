// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TBookingFlow, TBookingStep } from '@venue/shared/booking/flow.schema';
import type { TBookingSession } from '@venue/shared/booking/session.schema';
import { WizardContext, type TWizard } from '@/features/booking/wizard-context';
import { mountedRoot } from '@/test/mounted-root';
import { PackageStep } from './package-step';

/** Issue 39, point 3: the package step says what the schedule did with the chosen package, with the way back. */
const product = (id: number, name: string, hours: string, excess: string) => ({
  id,
  name,
  description: '',
  type: 'PACKAGE',
  base_price: '100000.00',
  formatted_price: '₱100,000.00',
  pricing_model: 'FIXED',
  included_hours: hours,
  has_excess_hours: true,
  excess_hour_price: excess,
  minimum_hours: null,
  maximum_hours: null,
  advance_booking_days: 0,
  maximum_booking_days: 540,
  is_active: true,
  is_featured: false,
  category_id: null,
  category_name: null,
  sku: `PKG-${id}`,
  tax_rate: '0.1200',
  price_with_tax: '112000.00',
  sort_order: id,
});
const dateStep = { id: 2, step_type: 'date_time', name: 'Date & Time', description: '', configuration: {} } as unknown as TBookingStep;
const step = {
  id: 3,
  step_type: 'package_selection',
  name: 'Package',
  description: '',
  configuration: {
    available_packages: [1, 3],
    available_packages_details: [product(1, 'Intimate', '5.00', '6000.00'), product(3, 'Garden', '8.00', '8500.00')],
  },
} as unknown as TBookingStep;
const goToStep = vi.fn();
const wizard = (data: Record<string, Record<string, unknown>>): TWizard => ({
  sessionId: 'bks_1',
  session: { booking_data: data } as unknown as TBookingSession,
  flow: { enabled_steps: [dateStep, step] } as unknown as TBookingFlow,
  step,
  formId: 'booking-step-3',
  next: vi.fn(),
  saveDraft: () => undefined,
  busy: false,
  requestedDate: null,
  goBack: () => undefined,
  goToStep,
});
const { host, render } = mountedRoot();
const show = (data: Record<string, Record<string, unknown>>) =>
  render(
    <WizardContext.Provider value={wizard(data)}>
      <PackageStep />
    </WizardContext.Provider>,
  );
const garden = { selected_packages: [{ product_id: 3, name: 'Garden', price: '100000.00', quantity: 1 }] };
const testId = (id: string) => host().querySelector(`[data-testid="${id}"]`);

describe('the package step', () => {
  it('says the booking is shorter than the package, and goes back to Date & Time', async () => {
    const text =
      'Your booking is 5 hours, while Garden includes 8 hours. The longer time is not free on your date. Go back to Date & Time to change it, or go on with 5 hours.';
    await show({ '2': { duration: 5, duration_chosen: false }, '3': { ...garden, duration_note: { kind: 'differs', text } } });
    expect(testId('package-duration-note')?.textContent).toContain(text);
    const back = [...host().querySelectorAll('button')].find((b) => b.textContent === 'Change Date & Time')!;
    await act(async () => back.click());
    expect(goToStep).toHaveBeenCalledWith(2);
  });

  it('says when the booking followed the package, with no extra hours priced on a duration the visitor left', async () => {
    const text = 'Your booking now lasts 8 hours, the hours Garden includes.';
    await show({ '2': { duration: 8, duration_chosen: false }, '3': { ...garden, duration_note: { kind: 'followed', text } } });
    expect(testId('package-duration-note')?.textContent).toBe(text);
    expect(host().textContent).not.toContain('Change Date & Time');
    expect(testId('package-extra-hours')).toBeNull();
  });

  it('prices the extra hours the visitor chose beside the packages', async () => {
    await show({ '2': { duration: 10, duration_chosen: true } });
    expect(testId('package-duration-note')).toBeNull();
    expect(testId('package-extra-hours')?.textContent).toMatch(
      /^Your event is 10 hours long\. Intimate includes 5 hours: the other 5 add ₱30,000.* before VAT; Garden includes 8 hours: the other 2 add ₱17,000/,
    );
  });
});
