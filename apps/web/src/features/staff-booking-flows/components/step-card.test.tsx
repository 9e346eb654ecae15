// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TBookingStep } from '@venue/shared/booking/flow.schema';
import { STANDARD_STEPS } from '@venue/shared/booking/flow-rules';
import { STEP_CONFIG_SCHEMAS } from '@venue/shared/booking/step-config.schema';
import { STEP_TYPE_LABELS, type TFlowChoices } from '@venue/shared/staff/booking-flows.schema';
import { PreviewStep } from '@/features/staff-booking-flows/components/preview-step';
import { StepCard } from '@/features/staff-booking-flows/components/step-card';
import type { TDraftStep } from '@/features/staff-booking-flows/flow-form';
import { mountedRoot } from '@/test/mounted-root';

/** Every step type's card and preview draw from their configuration alone, in words (never a code or an id). */
const choices: TFlowChoices = {
  event_types: [{ id: 1, name: 'Retreat', is_active: true, facility_ids: [5] }],
  facilities: [{ id: 5, name: 'Havila Hostel', is_active: true }],
  packages: [{ id: 10, name: '2 Days 1 Night', price: '42000.00', is_active: true }],
  addons: [{ id: 20, name: 'Bonfire', price: '3500.00', is_active: false, category: 'Activities' }],
  questionnaires: [{ id: 30, name: 'Retreat details', is_active: true, questions: 3 }],
  payment_methods: [
    { code: 'test', name: 'Test card', is_on: true },
    { code: 'bank_transfer', name: 'Bank transfer', is_on: false },
  ],
  default_deposit_percentage: '30.00',
};

const { host, render } = mountedRoot();
const text = () => host().textContent ?? '';
const button = (name: string) => [...host().querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);

function show(step: TDraftStep, readOnly = false, onChange = vi.fn()) {
  return render(
    <ol>
      <StepCard
        step={step}
        index={0}
        count={2}
        open
        onOpen={() => undefined}
        onChange={onChange}
        onMove={() => undefined}
        problems={{}}
        readOnly={readOnly}
        choices={choices}
        eventType={1}
      />
    </ol>,
  );
}

describe('a step of the booking flow editor', () => {
  it.each(STANDARD_STEPS.map((s) => [STEP_TYPE_LABELS[s.step_type], s] as const))('%s shows its label and settings', async (label, step) => {
    await show({ ...step });
    expect(text()).toContain(`1. ${label}`);
    expect(text()).not.toMatch(/[a-z]+_[a-z]+/); // no step type's code
  });

  it('adds a start time as a chip on the venue’s clock and keeps them in order', async () => {
    const onChange = vi.fn();
    const schedule = STANDARD_STEPS.find((s) => s.step_type === 'date_time')!;
    await show({ ...schedule }, false, onChange);
    expect(text()).toContain('9:00 AM');
    expect(text()).toContain('2:00 PM');
    const input = host().querySelector<HTMLInputElement>('input[type="time"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '10:30');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Add Time')!.click());
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        configuration: expect.objectContaining({ available_time_slots: [{ start_time: '09:00' }, { start_time: '10:30' }, { start_time: '14:00' }] }),
      }),
    );
  });

  it('says why a required step stays on, and offers the venue’s deposit by default', async () => {
    await show({ ...STANDARD_STEPS.find((s) => s.step_type === 'payment_info')! });
    expect(text()).toContain('Needed to take a booking, so it stays on.');
    expect(text()).toContain('Use the venue’s default (30%)');
    expect(text()).toContain('None ticked: every way that is on (Test card).');
    expect(host().querySelector<HTMLInputElement>('input[aria-label="Payment step on"]')!.disabled).toBe(true);
  });

  it('is read-only for staff: no moving, adding or switching', async () => {
    await show({ ...STANDARD_STEPS.find((s) => s.step_type === 'date_time')! }, true);
    expect(button('Add Time')).toBeUndefined();
    expect(button('Move Date and Time up')).toBeUndefined();
    expect([...host().querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].every((i) => i.disabled)).toBe(true);
  });
});

const product = (id: number, name: string, price: string, category: string | null) => ({
  id,
  name,
  description: '',
  type: 'PACKAGE' as const,
  base_price: price,
  formatted_price: '',
  pricing_model: 'FIXED' as const,
  included_hours: null,
  has_excess_hours: false,
  excess_hour_price: null,
  minimum_hours: null,
  maximum_hours: null,
  advance_booking_days: 0,
  maximum_booking_days: 365,
  is_active: true,
  is_featured: false,
  category_id: null,
  category_name: category,
  sku: 'SKU',
  tax_rate: '0.1200',
  price_with_tax: price,
  sort_order: 1,
});

const served: Record<string, Record<string, unknown>> = {
  date_time: {
    available_time_slots: [{ start_time: '10:30' }],
    facilities: [{ id: 5, name: 'Havila Hostel', description: '', capacity: 40, overnight: true, buffer_before_minutes: 0, buffer_after_minutes: 0 }],
  },
  package_selection: { available_packages_details: [product(10, '2 Days 1 Night', '42000.00', null)] },
  addon_selection: { available_addons_details: [product(20, 'Bonfire', '3500.00', 'Activities')] },
  questionnaire: {
    questionnaire_items: [
      {
        id: 1,
        questionnaire_id: 30,
        name: 'Number of guests',
        type: 'number',
        required: true,
        options: [],
        help_text: 'Adults and children',
        placeholder: '',
        order: 1,
      },
    ],
  },
  payment_info: { deposit_percentage: '25.00', accepted_methods: ['test'] },
};

describe('the preview of a step', () => {
  it.each(STANDARD_STEPS.map((s) => [s.step_type] as const))('%s draws from its served configuration', async (type) => {
    const configuration = STEP_CONFIG_SCHEMAS[type].parse(served[type] ?? {}) as Record<string, unknown>;
    const step: TBookingStep = {
      id: 1,
      name: 'Step',
      description: '',
      step_type: type,
      order: 1,
      is_skippable: false,
      configuration: { ...served[type], ...configuration },
    };
    await render(<PreviewStep step={step} choices={choices} />);
    expect(host().querySelector('h3')?.textContent).toBeTruthy();
    expect(text()).not.toMatch(/[a-z]+_[a-z]+/);
  });

  it('shows start times, prices, questions and the deposit as a visitor reads them', async () => {
    const at = (type: keyof typeof STEP_CONFIG_SCHEMAS): TBookingStep => ({
      id: 1,
      name: 'Date and Time',
      description: '',
      step_type: type,
      order: 1,
      is_skippable: false,
      configuration: { ...served[type], ...(STEP_CONFIG_SCHEMAS[type].parse(served[type] ?? {}) as Record<string, unknown>) },
    });
    await render(<PreviewStep step={at('date_time')} choices={choices} />);
    expect(text()).toContain('10:30 AM');
    expect(text()).toContain('Havila Hostel, up to 40 guests (chosen first)');
    await render(<PreviewStep step={at('package_selection')} choices={choices} />);
    expect(text()).toMatch(/42,000/);
    await render(<PreviewStep step={at('questionnaire')} choices={choices} />);
    expect(text()).toContain('Number of guests');
    expect(text()).toContain('Adults and children');
    await render(<PreviewStep step={at('payment_info')} choices={choices} />);
    expect(text()).toContain('Pay a 25% deposit to reserve the date');
    expect(text()).toContain('Ways to pay: Test card');
  });
});
