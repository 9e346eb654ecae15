// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '@venue/shared/accounts/user.schema';
import type { TBookingFlow, TBookingStep } from '@venue/shared/booking/flow.schema';
import type { TBookingSession } from '@venue/shared/booking/session.schema';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import { AuthContext, type TAuthContext } from '@/lib/auth/auth-context';
import { WizardContext, type TWizard } from '@/features/booking/wizard-context';
import { mountedRoot } from '@/test/mounted-root';
import { ContactStep } from './contact-step';

/** The contact step in a fake wizard: the spec's full-name rule, the field marks, and the "Verified User" welcome. */
const step = { id: 6, step_type: 'contact_info', name: 'Contact', description: '', configuration: {} } as unknown as TBookingStep;
const next = vi.fn();
const wizard = (): TWizard => ({
  sessionId: 'bks_1',
  session: { booking_data: {} } as unknown as TBookingSession,
  flow: { enabled_steps: [step] } as unknown as TBookingFlow,
  step,
  formId: 'booking-step-6',
  next,
  saveDraft: () => undefined,
  busy: false,
  requestedDate: null,
  goBack: () => undefined,
  goToStep: () => undefined,
});
const auth = (user: TUser | null) => ({ status: user ? 'authenticated' : 'anonymous', user }) as unknown as TAuthContext;
const maria = {
  id: 4,
  email: 'maria@example.test',
  first_name: 'Maria',
  last_name: 'Santos',
  profile: { phone: '0917 123 4567', company: '' },
} as unknown as TUser;

const { host, render } = mountedRoot();
beforeEach(() => next.mockReset().mockResolvedValue(undefined));

const show = (user: TUser | null) =>
  render(
    <AuthContext.Provider value={auth(user)}>
      <WizardContext.Provider value={wizard()}>
        <ContactStep />
      </WizardContext.Provider>
    </AuthContext.Provider>,
  );
const input = (label: string) => host().querySelector<HTMLInputElement>(`input[autocomplete="${label}"]`)!;
async function type(el: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}
const submit = () => act(async () => host().querySelector('form')!.requestSubmit());
const marks = () => [...host().querySelectorAll('[data-status]')].map((e) => e.getAttribute('data-status'));

describe('the contact step', () => {
  it('refuses a full name without a space with the spec text, and takes a first and last name', async () => {
    await show(null);
    expect(host().textContent).not.toContain('Verified User');
    await type(input('name'), 'Ana');
    await type(input('email'), 'ana@example.test');
    await type(input('tel'), '0917 123 4567');
    await submit();
    expect(next).not.toHaveBeenCalled();
    expect(host().textContent).toContain(T.fullNameRequired);
    expect(marks()).toEqual(['invalid', 'valid', 'valid']);

    await type(input('name'), 'Ana Reyes');
    await submit();
    expect(next).toHaveBeenCalledWith(expect.objectContaining({ full_name: 'Ana Reyes', email: 'ana@example.test' }));
    expect(marks()).toEqual(['valid', 'valid', 'valid']);
  });

  it('welcomes a signed-in client as a "Verified User", their details filled in and marked valid', async () => {
    await show(maria);
    expect(host().textContent).toContain('Verified User');
    expect(input('name').value).toBe('Maria Santos');
    expect(marks()).toEqual(['valid', 'valid', 'valid']);
  });

  it('shows no mark on empty fields', async () => {
    await show(null);
    expect(marks()).toEqual([]);
  });
});
