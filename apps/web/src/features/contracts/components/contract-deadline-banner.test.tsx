// @vitest-environment jsdom
import type { TContract } from '@venue/shared/contracts/contract.schema';
import { expect, it } from 'vitest';
import { mountedRoot } from '@/test/mounted-root';
import { ContractDeadlineBanner } from '@/features/contracts/components/contract-deadline-banner';

const { host, render } = mountedRoot();

const contract = (id: number, valid_until: string | null, can_client_sign = true) =>
  ({ id, valid_until, can_client_sign, template_name: `Agreement ${id}`, event: { id: 1, title: 'Gala' } }) as TContract;

it('lists the contracts with 1 to 7 days left, soonest first, in words', () => {
  const pending = [
    contract(1, '2026-12-04'), // 7 days
    contract(2, '2026-11-27'), // today: urgent, not in the banner
    contract(3, '2026-11-28'), // tomorrow
    contract(4, '2026-12-05'), // 8 days
    contract(5, '2026-11-29', false), // the client cannot sign it
    contract(6, null),
  ];
  render(<ContractDeadlineBanner pending={pending} today="2026-11-27" />);
  expect(host().textContent).toContain('2 signing deadlines are coming up');
  expect([...host().querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'Agreement 3 for Gala must be signed tomorrow, by Saturday, November 28, 2026.',
    'Agreement 1 for Gala must be signed in 7 days, by Friday, December 4, 2026.',
  ]);
});

it('shows nothing when no deadline is within the window', () => {
  render(<ContractDeadlineBanner pending={[contract(2, '2026-11-27'), contract(4, '2026-12-05')]} today="2026-11-27" />);
  expect(host().innerHTML).toBe('');
});
