// @vitest-environment jsdom
import Button from '@mui/material/Button';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveTable, type TColumn } from '@/components/tables/responsive-table';
import { mountedRoot } from '@/test/mounted-root';

const { render, host } = mountedRoot();

type TRow = { id: number; name: string; amount: string; paid: boolean };
const ROWS: TRow[] = [
  { id: 1, name: 'Deposit', amount: '₱5,000.00', paid: true },
  { id: 2, name: 'Balance', amount: '₱20,000.00', paid: false },
];
const COLUMNS: TColumn<TRow>[] = [
  { header: 'Payment', card: 'title', cell: (r) => r.name },
  { header: 'Amount', align: 'right', cell: (r) => r.amount },
  { header: 'Actions', card: 'actions', cell: (r, layout) => !r.paid && <Button>{layout === 'card' ? 'Pay now' : 'Pay'}</Button> },
];

/** jsdom has no layout: the window "is" as wide as `width` for MUI's media queries. */
function windowWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

const texts = (selector: string) => Array.from(host().querySelectorAll(selector)).map((e) => e.textContent);

describe('ResponsiveTable', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('is a table from the sm breakpoint up', async () => {
    windowWidth(1280);
    await render(<ResponsiveTable label="Payments" rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} />);
    expect(host().querySelector('table')?.getAttribute('aria-label')).toBe('Payments');
    expect(texts('th')).toEqual(['Payment', 'Amount', 'Actions']);
    expect(texts('tbody tr').length).toBe(2);
    expect(texts('button')).toEqual(['Pay']);
    expect(host().querySelector('ul')).toBeNull();
  });

  it('is a list of cards on a phone: the title, each value under its heading, then the buttons', async () => {
    windowWidth(375);
    await render(<ResponsiveTable label="Payments" rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} highlighted={(r) => r.id === 2} />);
    expect(host().querySelector('table')).toBeNull();
    const list = host().querySelector('ul')!;
    expect(list.getAttribute('aria-label')).toBe('Payments');
    const cards = Array.from(list.querySelectorAll(':scope > li'));
    expect(cards).toHaveLength(2);
    expect(cards[0]!.firstElementChild?.textContent).toBe('Deposit');
    expect(Array.from(cards[0]!.querySelectorAll('dt, dd')).map((e) => e.textContent)).toEqual(['Amount', '₱5,000.00']);
    // A row with no button of its own has no empty row of buttons; the other's button takes its card's form.
    expect(cards[0]!.querySelector('button')).toBeNull();
    expect(cards[0]!.children).toHaveLength(2);
    expect(cards[1]!.querySelector('button')?.textContent).toBe('Pay now');
    expect(cards[1]!.getAttribute('data-highlighted')).toBe('true');
  });

  it('shows a row’s detail under it in both layouts', async () => {
    windowWidth(375);
    await render(<ResponsiveTable label="Payments" rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} detail={(r) => <p>Detail of {r.name}</p>} />);
    expect(texts('li > p')).toEqual(['Detail of Deposit', 'Detail of Balance']);
    windowWidth(1280);
    await render(<ResponsiveTable label="Other payments" rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} detail={(r) => <p>Detail of {r.name}</p>} />);
    expect(texts('td[colspan="3"] > p')).toEqual(['Detail of Deposit', 'Detail of Balance']);
  });
});
