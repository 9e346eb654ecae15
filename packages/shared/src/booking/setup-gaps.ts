import type { TBookingFlow } from './flow.schema';
import { includedHoursOf, withinLimits } from './package-duration';

/**
 * What leaves a visitor with nothing to choose (issue 39, point 2). A flow is offered only when every step that
 * asks for a choice has something to offer: its schedule step a space (the event type's active spaces), its
 * package, add-on and questionnaire steps, when on, at least one active item. The server leaves such a flow (and
 * an event type with no other) out of the public catalogue; the checklist and the flow editor say why.
 */
export type TFlowGap = 'no_space' | 'no_package' | 'no_addon' | 'no_questionnaire';

const listed = (config: Record<string, unknown>, key: string) => (Array.isArray(config[key]) ? (config[key] as unknown[]).length : 0);

/** The gaps of a flow as the wizard is served it (configurations expanded, inactive items already left out). */
export function flowGaps(flow: Pick<TBookingFlow, 'enabled_steps'>): TFlowGap[] {
  const gaps: TFlowGap[] = [];
  for (const s of flow.enabled_steps) {
    if (s.step_type === 'date_time' && listed(s.configuration, 'facilities') === 0) gaps.push('no_space');
    if (s.step_type === 'package_selection' && listed(s.configuration, 'available_packages_details') === 0) gaps.push('no_package');
    if (s.step_type === 'addon_selection' && listed(s.configuration, 'available_addons_details') === 0) gaps.push('no_addon');
    if (s.step_type === 'questionnaire' && listed(s.configuration, 'questionnaire_items') === 0) gaps.push('no_questionnaire');
  }
  return gaps;
}

export const flowBookable = (flow: Pick<TBookingFlow, 'enabled_steps'>) => flowGaps(flow).length === 0;

/** The words of each gap, naming the flow's event type and where the admin fixes it. */
export function flowGapText(gap: TFlowGap, eventTypeName: string): string {
  switch (gap) {
    case 'no_space':
      return `${eventTypeName} has no active space, so visitors are not offered it. Choose its spaces in Event Types, or switch a space on in Spaces.`;
    case 'no_package':
      return `The packages step of ${eventTypeName} has no active package to choose, so visitors are not offered it. Tick a package in its booking flow.`;
    case 'no_addon':
      return `The add-ons step of ${eventTypeName} has no active add-on to choose, so visitors are not offered it. Tick an add-on in its booking flow, or switch the step off.`;
    case 'no_questionnaire':
      return `The questionnaire step of ${eventTypeName} has no active questions, so visitors are not offered it. Choose a questionnaire in its booking flow, or switch the step off.`;
  }
}

/** A package no active flow offers is never shown to a visitor: the admin is told where to tick it. */
export const packageNotOfferedText = (name: string) =>
  `${name} is not offered by any booking flow, so visitors cannot choose it. Tick it in a flow's Packages step (Booking Flows).`;

/** Active packages that no offered flow lists. */
export function packagesNoFlowOffers<P extends { id: number }>(packages: readonly P[], flows: readonly Pick<TBookingFlow, 'enabled_steps'>[]): P[] {
  const offered = new Set<number>();
  for (const f of flows)
    for (const s of f.enabled_steps)
      if (s.step_type === 'package_selection') for (const id of (s.configuration.available_packages as number[] | undefined) ?? []) offered.add(id);
  return packages.filter((p) => !offered.has(p.id));
}

/**
 * Where the schedule's duration starts (issue 39, point 3): the included hours of the flow's packages, so a
 * visitor pays for extra hours only by choosing them. Several packages: the fewest hours among them (the visitor
 * lengthens it on purpose, the extra hours' price beside the slider). Packages without included hours, or none:
 * the step's own default. Kept inside the step's limits and on its half-hour steps.
 */
export function startingDuration(
  step: { default_duration_hours: number; min_duration_hours: number; max_duration_hours: number },
  packages: readonly { included_hours: string | null; pricing_model?: string }[],
): number {
  const hours = packages.flatMap((p) => includedHoursOf({ name: '', ...p }) ?? []);
  return withinLimits(step, hours.length ? Math.min(...hours) : step.default_duration_hours);
}
