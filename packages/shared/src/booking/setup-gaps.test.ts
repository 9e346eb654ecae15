import { describe, expect, it } from 'vitest';
import { flowBookable, flowGaps, packagesNoFlowOffers, startingDuration } from './setup-gaps';

const step = (step_type: string, configuration: Record<string, unknown>) => ({
  id: 1,
  name: '',
  description: '',
  step_type,
  order: 1,
  is_skippable: false,
  configuration,
});
const flow = (...steps: ReturnType<typeof step>[]) => ({ enabled_steps: steps });
const space = { id: 1 };
const pkg = { id: 7 };

describe('flowGaps', () => {
  it.each([
    ['a space and a package', flow(step('date_time', { facilities: [space] }), step('package_selection', { available_packages_details: [pkg] })), []],
    [
      'no space (its only space deleted)',
      flow(step('date_time', { facilities: [] }), step('package_selection', { available_packages_details: [pkg] })),
      ['no_space'],
    ],
    [
      'a packages step whose packages are all off',
      flow(step('date_time', { facilities: [space] }), step('package_selection', { available_packages_details: [] })),
      ['no_package'],
    ],
    ['an add-ons step with none', flow(step('date_time', { facilities: [space] }), step('addon_selection', {})), ['no_addon']],
    [
      'a questionnaire step with no questions',
      flow(step('date_time', { facilities: [space] }), step('questionnaire', { questionnaire_items: [] })),
      ['no_questionnaire'],
    ],
    ['steps that ask for nothing', flow(step('date_time', { facilities: [space] }), step('contact_info', {}), step('payment_info', {})), []],
  ])('%s', (_name, f, gaps) => {
    expect(flowGaps(f)).toEqual(gaps);
    expect(flowBookable(f)).toBe(gaps.length === 0);
  });
});

describe('packagesNoFlowOffers', () => {
  it('lists the active packages no offered flow ticks', () => {
    const flows = [flow(step('package_selection', { available_packages: [1, 2] })), flow(step('package_selection', { available_packages: [3] }))];
    expect(packagesNoFlowOffers([{ id: 1 }, { id: 3 }, { id: 4 }], flows)).toEqual([{ id: 4 }]);
    expect(packagesNoFlowOffers([{ id: 1 }], [])).toEqual([{ id: 1 }]);
  });
});

describe('startingDuration', () => {
  const limits = { default_duration_hours: 8, min_duration_hours: 1, max_duration_hours: 12 };
  it.each([
    ['one 5-hour package: 5, not the step default 8', [{ included_hours: '5.00' }], 5],
    ['several packages: the fewest hours', [{ included_hours: '6.00' }, { included_hours: '4.50' }], 4.5],
    ['no package: the step default', [], 8],
    ['packages without included hours: the step default', [{ included_hours: null }], 8],
    ['an hourly package does not set it', [{ included_hours: '2.00', pricing_model: 'HOURLY' }], 8],
    ['kept under the longest', [{ included_hours: '20.00' }], 12],
    ['kept over the shortest', [{ included_hours: '0.25' }], 1],
    ['on half hours', [{ included_hours: '5.20' }], 5],
  ])('%s', (_name, packages, hours) => {
    expect(startingDuration(limits, packages)).toBe(hours);
  });
});
