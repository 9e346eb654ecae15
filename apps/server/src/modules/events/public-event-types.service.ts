import type { TContext } from '../../context';
import { activeFlows } from '../booking/flows.service';
import { listEventTypes } from './public-events.repo';

/**
 * The event types a visitor is offered: active ones with a flow they can finish (issue 39, point 2: a type whose
 * only space was deleted, or whose packages step lists no active package, would leave them at a step with
 * nothing to choose). The staff console's forms ask for every type (`all`), as an event keeps its type.
 */
export async function eventTypesFor(ctx: TContext, all: boolean) {
  if (all) return listEventTypes(ctx.db, { activeOnly: false });
  const offered = new Set((await activeFlows(ctx)).map((f) => f.event_type));
  return (await listEventTypes(ctx.db, { activeOnly: true })).filter((t) => offered.has(t.id));
}
