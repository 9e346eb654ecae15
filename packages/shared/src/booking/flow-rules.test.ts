import { describe, expect, it } from 'vitest';
import { FLOW_EDITOR_TEXT as T } from '../staff/booking-flows.schema';
import { checkFlow, isDepositPercentage, STANDARD_STEPS, type TFlowRefs } from './flow-rules';

const refs: TFlowRefs = {
  packageIds: new Set([1, 2]),
  addonIds: new Set([10]),
  questionnaireIds: new Set([5]),
  facilityIds: [7, 8],
  methodCodes: new Set(['test', 'bank_transfer']),
};

/** The standard flow with every step on, offering one package and add-on and asking one questionnaire. */
const offered: Record<string, Record<string, unknown>> = {
  package_selection: { available_packages: [1] },
  addon_selection: { available_addons: [10] },
  questionnaire: { questionnaire_ids: [5] },
};
const valid = STANDARD_STEPS.map((s) => ({ ...s, is_enabled: true, configuration: { ...s.configuration, ...offered[s.step_type] } }));
const indexOf = (type: string) => valid.findIndex((s) => s.step_type === type);
const change = (type: string, config: Record<string, unknown>) =>
  valid.map((s) => (s.step_type === type ? { ...s, configuration: { ...s.configuration, ...config } } : s));

describe('checkFlow', () => {
  it('passes the standard steps with a package', () => {
    expect(checkFlow(valid, refs).problems).toEqual({});
  });

  it.each([
    ['date_time', { default_duration_hours: 30, max_duration_hours: 12 }, 'default_duration_hours', T.durationOrder],
    ['date_time', { min_duration_hours: 0.25, default_duration_hours: 1 }, 'min_duration_hours', T.durationMin],
    ['date_time', { available_time_slots: [{ start_time: '25:00' }] }, 'available_time_slots', T.timeSlot],
    ['date_time', { available_time_slots: [{ start_time: '09:00' }, { start_time: '09:00' }] }, 'available_time_slots', T.timeSlotTwice],
    ['date_time', { available_time_slots: [] }, 'available_time_slots', T.noTimeSlot],
    ['date_time', { default_facility_id: 99 }, 'default_facility_id', T.chooseFacility],
    ['package_selection', { available_packages: [3] }, 'available_packages', T.choosePackages],
    ['package_selection', { available_packages: [] }, 'available_packages', T.noPackages],
    ['package_selection', { min_selection: 2, max_selection: 2 }, 'min_selection', T.tooFewPackages],
    ['package_selection', { min_selection: 1, max_selection: 0 }, 'max_selection', T.selectionOrder],
    ['addon_selection', { available_addons: [11] }, 'available_addons', T.chooseAddons],
    ['addon_selection', { available_addons: [] }, 'available_addons', T.noAddons],
    ['questionnaire', { questionnaire_ids: [6] }, 'questionnaire_ids', T.chooseQuestionnaires],
    ['questionnaire', { questionnaire_ids: [] }, 'questionnaire_ids', T.noQuestionnaire],
    ['payment_info', { deposit_percentage: '0' }, 'deposit_percentage', T.depositPercentage],
    ['payment_info', { deposit_percentage: '30.555' }, 'deposit_percentage', T.depositPercentage],
    ['payment_info', { accepted_methods: ['cheque'] }, 'accepted_methods', T.chooseMethods],
  ])('%s with %j: %s', (type, config, field, message) => {
    expect(checkFlow(change(type, config), refs).problems[`steps.${indexOf(type)}.${field}`]).toContain(message);
  });

  it('needs the schedule, contact and payment steps on', () => {
    const off = valid.map((s) => (s.step_type === 'payment_info' ? { ...s, is_enabled: false } : s));
    expect(checkFlow(off, refs).problems.steps).toEqual([T.stepNeeded('Payment')]);
  });

  it('checks a step that is off only for its shape', () => {
    const off = valid.map((s) => (s.step_type === 'package_selection' ? { ...s, is_enabled: false, configuration: { available_packages: [] } } : s));
    expect(checkFlow(off, refs).problems).toEqual({});
  });

  it('refuses a step type twice', () => {
    expect(checkFlow([...valid, valid[0]!], refs).problems[`steps.${valid.length}.step_type`]).toEqual([T.stepTwice('Welcome')]);
  });

  it('fills in the defaults of what it stores', () => {
    const { configs } = checkFlow(valid, refs);
    expect(configs[indexOf('payment_info')]).toMatchObject({ accept_deposit: true, deposit_percentage: null, accepted_methods: [] });
  });
});

describe('isDepositPercentage', () => {
  it.each([
    ['30', true],
    ['25.5', true],
    ['100', true],
    ['100.01', false],
    ['0.5', false],
    ['abc', false],
    ['', false],
  ])('%s: %s', (text, ok) => expect(isDepositPercentage(text)).toBe(ok));
});
