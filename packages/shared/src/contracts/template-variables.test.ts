import { describe, expect, it } from 'vitest';
import {
  balanceDueDate,
  depositAmount,
  renderTemplate,
  TEMPLATE_VARIABLES,
  templateValues,
  templateVariablesIn,
  unknownTemplateVariables,
  unknownVariablesMessage,
} from './template-variables';

const facts = {
  clientName: 'Maria <Santos> & "Co"',
  eventName: 'Maria & Paolo Wedding',
  eventStart: '2026-12-12',
  eventEnd: '2026-12-13',
  venueName: 'Havila Gardens',
  contractValue: '385000.00',
  depositPercentage: '30.00',
  balanceDueDays: 30,
  today: '2026-10-01',
};

describe('template variables', () => {
  it('finds the variables a template uses, spaces inside the braces allowed', () => {
    expect(templateVariablesIn('<p>{{client_name}} and {{ event_name }} and {{client_name}}</p>')).toEqual(['client_name', 'event_name']);
  });

  it('reports unknown variables, misspelt or malformed, with a message listing them and the allowed ones', () => {
    const unknown = unknownTemplateVariables('<p>{{clinet_name}}, {{ client name }}, {{today}}, {{}}</p>');
    expect(unknown).toEqual(['clinet_name', 'client name', '']);
    const message = unknownVariablesMessage(['clinet_name']);
    expect(message).toMatch(/^Unknown template variable: \{\{clinet_name\}\}\. Use only: \{\{client_name\}\}, \{\{event_name\}\}/);
    expect(unknownVariablesMessage(['a', 'b'])).toMatch(/^Unknown template variables: \{\{a\}\}, \{\{b\}\}\./);
    for (const v of TEMPLATE_VARIABLES) expect(message).toContain(`{{${v.name}}}`);
    expect(unknownTemplateVariables(TEMPLATE_VARIABLES.map((v) => `{{${v.name}}}`).join(' '))).toEqual([]);
  });

  it('computes every value: long dates, money with the peso sign, the deposit and the balance due date', () => {
    expect(templateValues(facts)).toEqual({
      client_name: 'Maria <Santos> & "Co"',
      event_name: 'Maria & Paolo Wedding',
      event_date: 'Saturday, December 12, 2026 to Sunday, December 13, 2026',
      event_start: 'Saturday, December 12, 2026',
      event_end: 'Sunday, December 13, 2026',
      venue_name: 'Havila Gardens',
      contract_value: '₱385,000.00',
      deposit_amount: '₱115,500.00',
      balance_due_date: 'Thursday, November 12, 2026',
      today: 'Thursday, October 1, 2026',
    });
    expect(templateValues({ ...facts, eventEnd: facts.eventStart }).event_date).toBe('Saturday, December 12, 2026');
    const timed = templateValues({ ...facts, eventStartsAt: '2026-12-12T07:00:00Z', eventEndsAt: '2026-12-12T15:30:00Z' });
    expect([timed.event_start, timed.event_end]).toEqual(['Saturday, December 12, 2026 at 3:00 PM', 'Saturday, December 12, 2026 at 11:30 PM']);
  });

  it('rounds the deposit half-up to the centavo and never dates the balance before today', () => {
    expect(depositAmount('1000.05', '30.00')).toBe('300.02');
    expect(depositAmount('1000.15', '33.33')).toBe('333.35');
    expect(depositAmount('96000.00', '0')).toBe('0.00');
    expect(balanceDueDate('2026-12-12', 30, '2026-11-25')).toBe('2026-11-25');
    expect(balanceDueDate('2027-03-01', 30, '2026-11-25')).toBe('2027-01-30');
  });

  it('HTML-escapes values when substituting and leaves unknown placeholders as written', () => {
    const html = renderTemplate('<p>Client: <strong>{{ client_name }}</strong>, value {{contract_value}}, {{nope}}</p>', templateValues(facts));
    expect(html).toBe('<p>Client: <strong>Maria &lt;Santos&gt; &amp; &quot;Co&quot;</strong>, value ₱385,000.00, {{nope}}</p>');
    const hostile = renderTemplate('{{event_name}}', templateValues({ ...facts, eventName: '<img src=x onerror=alert(1)>' }));
    expect(hostile).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});
