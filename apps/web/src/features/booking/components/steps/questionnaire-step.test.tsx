// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBookingFlow, TBookingStep } from '@venue/shared/booking/flow.schema';
import type { TBookingSession } from '@venue/shared/booking/session.schema';
import { QUESTIONNAIRE_TEXT as Q } from '@venue/shared/booking/questionnaire-config';
import { ApiError } from '@/lib/api-error';
import { WizardContext, type TWizard } from '@/features/booking/wizard-context';
import { mountedRoot } from '@/test/mounted-root';

/**
 * The questionnaire step in a fake wizard: each listed questionnaire is read through the public questionnaire
 * call; what loaded is asked, what did not says so in its place, and a failed load can be tried again.
 */
type TAnswer = { ok: unknown } | { status: number };
const answers = new Map<string, TAnswer>();
const calls: string[] = [];
const get = (path: string, options: { schema: { parse: (v: unknown) => unknown } }) => {
  calls.push(path);
  const answer = answers.get(path);
  if (!answer) return Promise.reject(new ApiError(500, { detail: 'Internal error' }));
  return 'ok' in answer ? Promise.resolve(options.schema.parse(answer.ok)) : Promise.reject(new ApiError(answer.status, { detail: 'Not found.' }));
};
vi.mock('@/lib/api-client', () => ({ api: { get: (...args: [string, never]) => get(...args), post: vi.fn() } }));
const { QuestionnaireStep } = await import('./questionnaire-step');

const URL_OF = (id: number) => `/bookingflow/public/flows/questionnaires/${id}/`;
const field = (id: number, questionnaireId: number, name: string, order: number, required = false) => ({
  id,
  questionnaire_id: questionnaireId,
  name,
  type: 'text',
  required,
  options: [],
  help_text: '',
  placeholder: '',
  order,
});
const WEDDING = {
  id: 1,
  name: 'Wedding details',
  description: '',
  event_type: 1,
  is_active: true,
  fields: [field(12, 1, 'Ceremony style', 2), field(11, 1, 'Names of the couple', 1, true)],
};
const PLANNING = {
  id: 2,
  name: 'Event Planning Questionnaire',
  description: '',
  event_type: null,
  is_active: true,
  fields: [field(21, 2, 'Main contact person', 1)],
};

const next = vi.fn();
const wizardWith = (ids: number[]): TWizard => {
  const step = { id: 5, step_type: 'questionnaire', name: 'Questions', description: '', configuration: { questionnaire_ids: ids } } as unknown as TBookingStep;
  return {
    sessionId: 'bks_1',
    session: { booking_data: {} } as unknown as TBookingSession,
    flow: { enabled_steps: [step] } as unknown as TBookingFlow,
    step,
    formId: 'booking-step-5',
    next,
    saveDraft: () => undefined,
    busy: false,
    requestedDate: null,
    goBack: () => undefined,
    goToStep: () => undefined,
  };
};

const { host, render } = mountedRoot();
const show = async (ids: number[]) => {
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <WizardContext.Provider value={wizardWith(ids)}>
        <QuestionnaireStep />
      </WizardContext.Provider>
    </QueryClientProvider>,
  );
  await settle();
};
// A failed load is asked twice more, a second apart and then two, before it counts as failed.
const settle = () => act(() => vi.advanceTimersByTimeAsync(5_000));
const text = () => host().textContent ?? '';
const labels = () => [...host().querySelectorAll('label')].map((l) => l.textContent?.replace(/\s*\*$/, ''));
const button = (name: string) => [...host().querySelectorAll('button')].find((b) => b.textContent === name);
const count = (needle: string) => text().split(needle).length - 1;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  answers.clear();
  calls.length = 0;
  next.mockReset().mockResolvedValue(undefined);
});
afterEach(() => vi.useRealTimers());

describe('the questionnaire step', () => {
  it('asks every questionnaire it lists when all load, each under its name, fields in order', async () => {
    answers.set(URL_OF(1), { ok: WEDDING });
    answers.set(URL_OF(2), { ok: PLANNING });
    await show([1, 2]);
    expect(calls.sort()).toEqual([URL_OF(1), URL_OF(2)]);
    expect([...host().querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Wedding details', 'Event Planning Questionnaire']);
    expect(labels()).toEqual(['Names of the couple', 'Ceremony style', 'Main contact person']);
    expect(text()).not.toContain(Q.someFailed);
    expect(text()).not.toContain(Q.unavailable);

    // The answers are saved as before: keyed field_{id}, the required one checked by the shared rule.
    await act(async () => host().querySelector('form')!.requestSubmit());
    expect(next).not.toHaveBeenCalled();
    expect(text()).toContain('Names of the couple is required');
  });

  it('shows what loaded when some fail, says so, and asks again on Try Again', async () => {
    answers.set(URL_OF(1), { ok: WEDDING });
    await show([1, 2]);
    expect(labels()).toEqual(['Names of the couple', 'Ceremony style']);
    expect(text()).toContain(Q.someFailed);
    expect(count(Q.unavailable)).toBe(1);

    answers.set(URL_OF(2), { ok: PLANNING });
    await act(async () => button('Try Again')!.click());
    await settle();
    expect(labels()).toEqual(['Names of the couple', 'Ceremony style', 'Main contact person']);
    expect(text()).not.toContain(Q.someFailed);
    expect(text()).not.toContain(Q.unavailable);
  });

  it('asks nothing when all fail: "Unable to load questionnaire" in each place, and a retry', async () => {
    await show([1, 2]);
    expect(labels()).toEqual([]);
    expect(text()).toContain(Q.someFailed);
    expect(count(Q.unavailable)).toBe(2);
    expect(button('Try Again')).toBeDefined();
  });

  it('says "Unable to load questionnaire" when the only one fails, with a retry, and without one when it is gone', async () => {
    await show([1]);
    expect(text()).not.toContain(Q.someFailed);
    expect(count(Q.unavailable)).toBe(1);
    expect(button('Try Again')).toBeDefined();

    answers.set(URL_OF(3), { status: 404 });
    calls.length = 0;
    await show([3]);
    expect(calls).toEqual([URL_OF(3)]); // a 404 is not asked again
    expect(count(Q.unavailable)).toBe(1);
    expect(button('Try Again')).toBeUndefined();
  });
});
