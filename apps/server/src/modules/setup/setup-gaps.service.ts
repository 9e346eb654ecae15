import { flowGaps, flowGapText, packageNotOfferedText, packagesNoFlowOffers } from '@venue/shared/booking/setup-gaps';
import type { TSetupWarning } from '@venue/shared/staff/setup.schema';
import type { TContext } from '../../context';
import { loadActiveFlows } from '../booking/flows.service';
import { activePackages, savedFlowIds } from './setup.repo';

/**
 * What the admin set up that a visitor cannot book (issue 39, point 2), read at each request like the checklist (the
 * flows through the flow cache, which any change to what they are made of refreshes): each active flow's step with
 * nothing to choose (its event type is then not offered), and each active package no active flow lists. `bookable`:
 * an active flow an admin saved can be finished (the checklist's flow item).
 */
export async function setupGaps(ctx: TContext): Promise<{ warnings: TSetupWarning[]; bookable: boolean }> {
  const flows = await loadActiveFlows(ctx);
  const warnings: TSetupWarning[] = [];
  for (const l of flows)
    for (const gap of flowGaps(l.flow))
      warnings.push({
        text: flowGapText(gap, l.flow.event_type_name),
        to: gap === 'no_space' ? '/staff/event-types' : `/staff/booking-flows/${l.flow.id}`,
        action: gap === 'no_space' ? 'Open Event Types' : 'Open Booking Flow',
        flow_id: l.flow.id,
      });
  // A package ticked in a flow that has a gap is not flagged twice: the flow's own warning says what to do.
  for (const p of packagesNoFlowOffers(
    await activePackages(ctx.db),
    flows.map((l) => l.flow),
  ))
    warnings.push({ text: packageNotOfferedText(p.name), to: '/staff/booking-flows', action: 'Open Booking Flows', flow_id: null });
  const saved = await savedFlowIds(ctx.db);
  return { warnings, bookable: flows.some((l) => l.isActive && saved.has(l.flow.id)) };
}
