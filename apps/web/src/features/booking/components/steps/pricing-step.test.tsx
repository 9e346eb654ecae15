// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBookingFlow, TBookingStep } from '@venue/shared/booking/flow.schema';
import type { TBookingSession, TPricingResult } from '@venue/shared/booking/session.schema';
import { PRICING_DEBOUNCE_MS } from '@venue/shared/booking/steps';
import { WizardContext, type TWizard } from '@/features/booking/wizard-context';
import { mountedRoot } from '@/test/mounted-root';
import { PricingStep } from './pricing-step';

/**
 * Next pressed while a discount code is being applied waits until the step's figures are the code's. The pricing
 * call's answer reaches the step through the session query, which can re-render after the call has settled: the
 * step was once saved in that gap without the code, and the booking charged in full (CI, issue 39).
 */
type TCall = { code: string | undefined; done: () => void };
const calls: TCall[] = [];
const mutate = (code: string | undefined, options: { onSuccess?: () => void; onSettled?: () => void }) =>
  calls.push({ code, done: () => (options.onSuccess?.(), options.onSettled?.()) });
vi.mock('@/features/booking/api/use-calculate-pricing', () => ({ useCalculatePricing: () => ({ mutate, isPending: false }) }));
vi.mock('@/lib/consent-versions', () => ({ consentQuery: () => ({ queryKey: ['consent-test'], queryFn: () => new Promise(() => undefined) }) }));

const step = {
  id: 8,
  step_type: 'pricing_summary',
  name: 'Review',
  description: '',
  configuration: { show_booking_details: false },
} as unknown as TBookingStep;
const full: TPricingResult = {
  subtotal: '1000.00',
  tax: '120.00',
  discount: '0.00',
  total: '1120.00',
  line_items: [
    {
      product_id: 1,
      name: 'Garden package',
      quantity: 1,
      base_unit_price: '1000.00',
      excess_hours: '0',
      excess_hour_price: '0.00',
      excess_cost: '0.00',
      total_unit_price: '1000.00',
      line_total: '1000.00',
      tax: '120.00',
    },
  ],
  discount_details: null,
  currency: 'PHP',
  deposit_amount: '336.00',
};
const free: TPricingResult = { ...full, discount: '1000.00', tax: '0.00', total: '0.00', deposit_amount: '0.00', discount_details: { code: 'FREE' } };
const next = vi.fn();
const wizard = (pricing: TPricingResult): TWizard => ({
  sessionId: 'bks_1',
  session: { booking_data: {}, pricing } as unknown as TBookingSession,
  flow: { enabled_steps: [step] } as unknown as TBookingFlow,
  step,
  formId: 'booking-step-8',
  next,
  saveDraft: () => undefined,
  busy: false,
  requestedDate: null,
  goBack: () => undefined,
  goToStep: () => undefined,
});

const { host, render } = mountedRoot();
const client = new QueryClient();
const show = (pricing: TPricingResult) =>
  render(
    <QueryClientProvider client={client}>
      <WizardContext.Provider value={wizard(pricing)}>
        <PricingStep />
      </WizardContext.Provider>
    </QueryClientProvider>,
  );
const debounce = () => act(() => new Promise((r) => setTimeout(r, PRICING_DEBOUNCE_MS + 50)));
const button = (name: string) => [...host().querySelectorAll('button')].find((b) => b.textContent === name)!;
const codeBox = () => host().querySelector<HTMLInputElement>('input[type="text"]')!;

beforeEach(() => {
  calls.length = 0;
  next.mockReset().mockResolvedValue(undefined);
});

describe('the pricing step', () => {
  it('saves the step with the code only once the figures on hand are the code’s', async () => {
    await show(full);
    await debounce();
    await act(async () => calls.shift()!.done());

    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(codeBox(), 'free');
      codeBox().dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Apply').click());
    await act(async () => host().querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    await act(async () => host().querySelector('form')!.requestSubmit());
    await debounce();
    expect(calls.map((c) => c.code)).toEqual(['FREE']);
    expect(next).not.toHaveBeenCalled();

    // The call settles; the session query has not re-rendered with its answer yet: Next still waits.
    await act(async () => calls.shift()!.done());
    expect(next).not.toHaveBeenCalled();
    expect(host().textContent).toContain('the next step opens once it is applied');

    await show(free);
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(next).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledWith(expect.objectContaining({ applied_discount_code: 'FREE', total: '0.00', terms_accepted: true }));
  });
});
