import { describe, expect, it } from 'vitest';
import { allowsDelivery, applyPatch, DEFAULT_SETTINGS, settingsOf } from './delivery-preferences';
import type { TDeliveryChannel, TDeliveryKind } from './settings.schema';

describe('allowsDelivery', () => {
  const off = settingsOf({
    event_reminders: { email: false, sms: false, in_app: false },
    task_reminders: { email: false, sms: false, in_app: false },
    messages: { email: false, sms: false, in_app: false },
    sms_enabled: false,
  });
  const smsOffOnly = settingsOf({ event_reminders: { sms: true }, sms_enabled: false });

  it.each<[string, ReturnType<typeof settingsOf>, TDeliveryKind, TDeliveryChannel, boolean]>([
    ['defaults: message e-mails go', DEFAULT_SETTINGS, 'messages', 'email', true],
    ['defaults: marketing is opt-in', DEFAULT_SETTINGS, 'marketing', 'email', false],
    ['defaults: message SMS is off', DEFAULT_SETTINGS, 'messages', 'sms', false],
    ['defaults: event reminder SMS is on', DEFAULT_SETTINGS, 'event_reminders', 'sms', true],
    ['all off: message e-mails stop', off, 'messages', 'email', false],
    ['all off: panel notifications of messages stop', off, 'messages', 'in_app', false],
    ['all off: security e-mails still go', off, 'security', 'email', true],
    ['all off: payment e-mails still go', off, 'payments', 'email', true],
    ['all off: contract SMS still go', off, 'contracts', 'sms', true],
    ['SMS off wins over a kind that wants SMS', smsOffOnly, 'event_reminders', 'sms', false],
  ])('%s', (_, settings, kind, channel, expected) => {
    expect(allowsDelivery(settings, kind, channel)).toBe(expected);
  });
});

describe('settings storage', () => {
  it('merges a patch into what was stored and ignores what it does not know', () => {
    const stored = applyPatch({ messages: { email: false } }, { messages: { sms: true }, marketing: { email: true }, sms_enabled: false });
    expect(stored).toEqual({ messages: { email: false, sms: true }, marketing: { email: true }, sms_enabled: false });
    const s = settingsOf({ ...stored, bogus: { email: 'yes' } } as never);
    expect(s.messages).toEqual({ email: false, sms: true, in_app: true });
    expect(s.marketing.email).toBe(true);
    expect(s.sms_enabled).toBe(false);
    expect(s.essential).toEqual(['security', 'contracts', 'payments']);
  });

  it('never changes the defaults it started from', () => {
    settingsOf({ messages: { email: false } }).messages.email = false;
    expect(DEFAULT_SETTINGS.messages.email).toBe(true);
  });
});
