import { describe, expect, it } from 'vitest';
import { placeholdersOf, renderTemplate } from './render-template';

describe('renderTemplate', () => {
  it.each([
    ['Hello {{first_name}},', { first_name: 'Liza' }, 'html', 'Hello Liza,', []],
    ['Hello {{ first_name }}!', { first_name: 'Liza' }, 'text', 'Hello Liza!', []],
    ['<p>{{name}}</p>', { name: '<script>alert(1)</script>' }, 'html', '<p>&#60;script&#62;alert(1)&#60;/script&#62;</p>', []],
    ['{{name}}', { name: 'Tom & "Jerry"' }, 'text', 'Tom & "Jerry"', []],
    ['{{amount}} due, {{days}} days, paid: {{paid}}', { amount: 1500.5, days: 3, paid: false }, 'text', '1500.5 due, 3 days, paid: false', []],
    ['Hi {{missing}} and {{gone}}', { gone: null }, 'html', 'Hi {{missing}} and {{gone}}', ['missing', 'gone']],
    ['{{__proto__}} {{constructor}}', {}, 'text', '{{__proto__}} {{constructor}}', ['__proto__', 'constructor']],
    ['{{1bad}} {single} {{ok}}', { ok: 'yes' }, 'text', '{{1bad}} {single} yes', []],
  ] as const)('%s', (text, values, mode, expected, missing) => {
    expect(renderTemplate(text, values, mode)).toEqual({ text: expected, missing });
  });

  it('does not substitute inside substituted values', () => {
    expect(renderTemplate('{{a}}', { a: '{{b}}', b: 'x' }, 'text').text).toBe('{{b}}');
  });
});

describe('placeholdersOf', () => {
  it('lists the names in order of first use, once each', () => {
    expect(placeholdersOf('Hi {{first_name}}', '<p>{{ link }} {{first_name}} {{amount}}</p>')).toEqual(['first_name', 'link', 'amount']);
  });
});
