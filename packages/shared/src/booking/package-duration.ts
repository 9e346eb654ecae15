import { DURATION_STEP_HOURS } from './steps';

/**
 * The schedule's duration follows the chosen package (issue 39, point 3: "The duration starts at the chosen
 * package's hours; extra hours are an explicit choice with their price beside them"). The schedule step comes
 * before the package step, so the duration starts at the fewest hours the flow's packages include
 * (startingDuration); when a package is chosen, the server moves the schedule (and its hold) to that package's
 * hours, unless the visitor set the duration themselves. These are the rules both sides read.
 */
export interface TDurationLimits {
  min_duration_hours: number;
  max_duration_hours: number;
}
export interface THoursProduct {
  name: string;
  included_hours: string | null;
  pricing_model?: string;
}

/** Hours kept inside the step's limits, on its half-hour steps. */
export function withinLimits(limits: TDurationLimits, hours: number): number {
  const stepped = Math.round(hours / DURATION_STEP_HOURS) * DURATION_STEP_HOURS;
  return Math.min(limits.max_duration_hours, Math.max(limits.min_duration_hours, stepped));
}

/** A package's own hours: a fixed-price package's included hours (an hourly one is priced by the duration instead). */
export function includedHoursOf(p: THoursProduct): number | null {
  if (p.pricing_model === 'HOURLY' || p.included_hours === null) return null;
  const h = Number(p.included_hours);
  return Number.isFinite(h) && h > 0 ? h : null;
}

/** Of the chosen packages, the one whose hours the schedule follows: the longest (several may be chosen). */
export function packageToFollow<P extends THoursProduct>(chosen: readonly P[]): { product: P; hours: number } | null {
  let best: { product: P; hours: number } | null = null;
  for (const product of chosen) {
    const hours = includedHoursOf(product);
    if (hours !== null && (best === null || hours > best.hours)) best = { product, hours };
  }
  return best;
}

/** Where the duration goes for the chosen packages (within the step's limits); null when none of them says. */
export function followedDuration(limits: TDurationLimits, chosen: readonly THoursProduct[]): number | null {
  const follow = packageToFollow(chosen);
  return follow ? withinLimits(limits, follow.hours) : null;
}

/**
 * Where the schedule step's duration starts for this session: the chosen packages' hours when they are chosen
 * already (a flow that asks for the package first), else the step's starting duration as the flow serves it.
 */
export const startingHours = (step: TDurationLimits & { default_duration_hours: number }, chosen: readonly THoursProduct[]) =>
  followedDuration(step, chosen) ?? step.default_duration_hours;

/**
 * Whether the visitor set the duration themselves: they did when a save's duration differs from where it stood
 * before it (what was saved, or where the step started), and once they did it stays theirs. A duration the server
 * moved to follow a package, saved back unchanged, is not a choice.
 */
export function durationChosen(before: Record<string, unknown> | undefined, starting: number, duration: unknown): boolean {
  if (before?.duration_chosen === true) return true;
  if (typeof duration !== 'number') return false;
  const was = typeof before?.duration === 'number' ? before.duration : starting;
  return duration !== was;
}

export const hoursText = (h: number) => `${h} hour${h === 1 ? '' : 's'}`;

export const DURATION_NOT_FREE = 'The longer time is not free on your date.';

/** What the package step says about the schedule: in words, with a way back to Date & Time when they differ. */
export interface TDurationNote {
  kind: 'followed' | 'differs';
  text: string;
}

/**
 * The package step's note on the schedule's length against the chosen package's hours:
 * - followed: the server moved the schedule to the package's hours ("Your booking now lasts 8 hours, ...");
 * - differs: the booking is shorter than the package includes (the longer time was not free, a rule of the space
 *   refused it, the step's limits, or the visitor chose it), said with the way back;
 * - none when they agree from the start, when no chosen package says its hours, or when the booking is longer
 *   (the visitor chose extra hours: their price is said beside the duration and on this step).
 */
export function durationNote(n: {
  booked: number;
  packageName: string | null;
  included: number | null;
  starting: number;
  /** The step's longest duration: a package that includes more cannot be followed past it. */
  longest: number;
  chosen: boolean;
  /** Why following the package was refused this time (the slot or a rule), if it was tried and refused. */
  refused: string | null;
}): TDurationNote | null {
  if (n.included === null || n.packageName === null) return null;
  const booked = hoursText(n.booked);
  const differs = (why: string) => ({
    kind: 'differs' as const,
    text: `Your booking is ${booked}, while ${n.packageName} includes ${hoursText(n.included!)}.${why ? ` ${why}` : ''} Go back to Date & Time to change it, or go on with ${booked}.`,
  });
  if (n.refused) return differs(n.refused);
  if (n.booked === n.included)
    return !n.chosen && n.booked !== n.starting ? { kind: 'followed', text: `Your booking now lasts ${booked}, the hours ${n.packageName} includes.` } : null;
  if (n.booked < n.included) return differs(n.booked === n.longest && !n.chosen ? `${booked} is the longest this event type books.` : '');
  return null;
}
