// @vitest-environment jsdom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { mountedRoot } from '@/test/mounted-root';
import { NoticesCard, type TDashboardNotice } from '@/features/dashboard/components/notices-card';

const { host, render } = mountedRoot();

const notices: TDashboardNotice[] = [
  { key: 'invoice-1', kind: 'invoice', id: 1, severity: 'error', text: 'Invoice INV-1 for Gala is overdue by 2 days.', since: '2026-11-26', to: '/payments' },
  {
    key: 'quote-2',
    kind: 'quote',
    id: 2,
    severity: 'warning',
    text: 'The quote for Gala expires in 2 days.',
    since: '2026-11-26',
    to: '/events/1',
    state: { activeTab: 5 },
  },
];

function renderCard(props: Parameters<typeof NoticesCard>[0]) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <NoticesCard {...props} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it('shows the notices in the order given, each with its action', () => {
  const router = renderCard({ notices, loading: false, failed: false });
  expect([...host().querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'Invoice INV-1 for Gala is overdue by 2 days.Pay Now',
    'The quote for Gala expires in 2 days.Review',
  ]);
  const review = host().querySelector<HTMLButtonElement>('button[aria-label="Review: The quote for Gala expires in 2 days."]')!;
  act(() => review.click());
  expect(router.state.location.pathname).toBe('/events/1');
  expect(router.state.location.state).toEqual({ activeTab: 5 });
});

it('says when nothing is due, and when a source failed', () => {
  renderCard({ notices: [], loading: false, failed: false });
  expect(host().textContent).toContain('Nothing needs your attention right now.');
  renderCard({ notices: [], loading: false, failed: true });
  expect(host().textContent).toContain('Some notices could not be loaded. Please try again later.');
  expect(host().textContent).not.toContain('Nothing needs your attention');
});
