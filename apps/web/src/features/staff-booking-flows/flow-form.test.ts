import { STANDARD_STEPS } from '@venue/shared/booking/flow-rules';
import { FLOW_EDITOR_TEXT, type TFlowChoices, type TStaffFlow } from '@venue/shared/staff/booking-flows.schema';
import { describe, expect, it } from 'vitest';
import {
  addTimeSlot,
  draftOf,
  fileTypesOf,
  formatStartTime,
  moveStep,
  problemsOf,
  saveRequestOf,
  stepProblems,
  stepsWithProblems,
  type TDraft,
} from '@/features/staff-booking-flows/flow-form';

const choices: TFlowChoices = {
  event_types: [{ id: 1, name: 'Wedding', is_active: true, facility_ids: [5, 6] }],
  facilities: [
    { id: 5, name: 'Garden Pavilion', is_active: true },
    { id: 6, name: 'Koi Pond Terrace', is_active: true },
  ],
  packages: [{ id: 10, name: 'Garden Wedding', price: '85000.00', is_active: true }],
  addons: [{ id: 20, name: 'Lights', price: '5000.00', is_active: true, category: 'Decor' }],
  questionnaires: [{ id: 30, name: 'Wedding details', is_active: true, questions: 4 }],
  payment_methods: [{ code: 'test', name: 'Test card', is_on: true }],
  default_deposit_percentage: '30.00',
};

const OFFERED: Record<string, Record<string, unknown>> = {
  package_selection: { available_packages: [10] },
  addon_selection: { available_addons: [20] },
  questionnaire: { questionnaire_ids: [30] },
};

const flow: TStaffFlow = {
  id: 3,
  name: 'Wedding booking',
  description: '',
  event_type: 1,
  event_type_name: 'Wedding',
  is_active: true,
  version: 2,
  updated_at: '2026-11-27T02:00:00Z',
  updated_by_name: 'Carmela Bautista',
  sessions_on_older_versions: 0,
  // Every step on, each offering what it can (a new flow starts with add-ons and the questionnaire off).
  steps: STANDARD_STEPS.map((s, i) => ({
    ...s,
    id: i + 1,
    is_enabled: true,
    configuration: { ...s.configuration, ...OFFERED[s.step_type] },
  })),
};

const at = (draft: TDraft, type: string) => draft.steps.findIndex((s) => s.step_type === type);
const withConfig = (draft: TDraft, type: string, patch: Record<string, unknown>): TDraft => ({
  ...draft,
  steps: draft.steps.map((s) => (s.step_type === type ? { ...s, configuration: { ...s.configuration, ...patch } } : s)),
});

describe('the booking flow editor', () => {
  it('takes a saved flow as it is and sends it back unchanged, with the version it started from', () => {
    const draft = draftOf(flow);
    expect(problemsOf(draft, choices, 1)).toEqual({});
    const body = saveRequestOf(draft, flow.version);
    expect(body.expected_version).toBe(2);
    expect(body.steps.map((s) => s.step_type)).toEqual(flow.steps.map((s) => s.step_type));
    expect(body.steps[at(draft, 'payment_info')]!.configuration).toMatchObject({ deposit_percentage: null, accepted_methods: [] });
  });

  it('sends typed numbers, percentages and file types as the server takes them', () => {
    let draft = withConfig(draftOf(flow), 'date_time', { min_duration_hours: '2', default_duration_hours: '4.5' });
    draft = withConfig(draft, 'payment_info', { deposit_percentage: ' 25.5 ' });
    draft = withConfig(draft, 'questionnaire', { allowed_file_types: 'PDF, .jpg  png' });
    const body = saveRequestOf(draft, 2);
    expect(body.steps[at(draft, 'date_time')]!.configuration).toMatchObject({ min_duration_hours: 2, default_duration_hours: 4.5 });
    expect(body.steps[at(draft, 'payment_info')]!.configuration.deposit_percentage).toBe('25.5');
    expect(body.steps[at(draft, 'questionnaire')]!.configuration.allowed_file_types).toEqual(['pdf', 'jpg', 'png']);
    expect(problemsOf(draft, choices, 1)).toEqual({});
  });

  it.each([
    ['date_time', { default_duration_hours: '20' }, 'default_duration_hours', FLOW_EDITOR_TEXT.durationOrder],
    ['date_time', { min_duration_hours: 'four' }, 'min_duration_hours', 'Write a number of hours, for example 4 or 4.5.'],
    ['date_time', { available_time_slots: [] }, 'available_time_slots', FLOW_EDITOR_TEXT.noTimeSlot],
    ['date_time', { default_facility_id: 99 }, 'default_facility_id', FLOW_EDITOR_TEXT.chooseFacility],
    ['package_selection', { available_packages: [] }, 'available_packages', FLOW_EDITOR_TEXT.noPackages],
    ['addon_selection', { min_selection: '3', max_selection: '1' }, 'max_selection', FLOW_EDITOR_TEXT.selectionOrder],
    ['questionnaire', { max_file_size_mb: '50' }, 'max_file_size_mb', 'Write a whole number from 1 to 10.'],
    ['payment_info', { deposit_percentage: '150' }, 'deposit_percentage', FLOW_EDITOR_TEXT.depositPercentage],
    ['payment_info', { quote_hold_days: '2.5' }, 'quote_hold_days', 'Write a whole number from 1 to 30.'],
  ])('%s %j is refused at %s in the rules’ words', (type, patch, key, message) => {
    const draft = withConfig(draftOf(flow), type, patch);
    const i = at(draft, type);
    const problems = problemsOf(draft, choices, 1);
    expect(stepProblems(problems, i)[key]).toBe(message);
    expect(stepsWithProblems(problems)).toEqual([i]);
  });

  it('keeps the steps a booking needs on, and each step named', () => {
    const draft = draftOf(flow);
    const off = {
      ...draft,
      steps: draft.steps.map((s, i) => (s.step_type === 'contact_info' ? { ...s, is_enabled: false } : i === 0 ? { ...s, name: ' ' } : s)),
    };
    const problems = problemsOf(off, choices, 1);
    expect(problems.steps).toEqual([FLOW_EDITOR_TEXT.stepNeeded('Contact Details')]);
    expect(stepProblems(problems, 0).name).toBe(FLOW_EDITOR_TEXT.nameRequired);
  });

  it('moves steps one place, never past either end', () => {
    const steps = draftOf(flow).steps;
    expect(
      moveStep(steps, 1, -1)
        .map((s) => s.step_type)
        .slice(0, 2),
    ).toEqual(['date_time', 'introduction']);
    expect(moveStep(steps, 0, -1)).toBe(steps);
    expect(moveStep(steps, steps.length - 1, 1)).toBe(steps);
  });

  it('lists start times in order, each once, and writes them on the venue’s clock', () => {
    const slots = addTimeSlot(addTimeSlot([{ start_time: '14:00' }], '09:30'), '14:00');
    expect(slots).toEqual([{ start_time: '09:30' }, { start_time: '14:00' }]);
    expect(slots.map((s) => formatStartTime(s.start_time))).toEqual(['9:30 AM', '2:00 PM']);
    expect(formatStartTime('00:15')).toBe('12:15 AM');
    expect(formatStartTime('12:00')).toBe('12:00 PM');
    expect(fileTypesOf(['pdf'])).toEqual(['pdf']);
  });
});
