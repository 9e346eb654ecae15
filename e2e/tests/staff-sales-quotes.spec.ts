import { expect, test, type Page } from '../fixtures/test';
import { openEvent, WIDTHS } from '../fixtures/demo-session';
import { screenshot, trackConsoleErrors, expectNoSeriousA11yIssues } from '../fixtures/screens';
import { freshClientWithEvent, signInAsStaff, signInWith, staffApi } from '../fixtures/staff-sales';
import { ensureSampleCatalogue } from '../fixtures/sample-catalogue';

// The empty install's catalogue starts empty: the rows these journeys book (fixtures/sample-catalogue.ts).
test.beforeEach(({ request }) => ensureSampleCatalogue(request));

async function checkBothWidths(page: Page, testInfo: Parameters<typeof screenshot>[1], name: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, testInfo, `${name}-${size.name}`);
  }
  await page.setViewportSize(WIDTHS[0]);
}

/** Picks a catalogue product in the editor's search by its SKU. */
async function addFromCatalogue(page: Page, sku: string, name: string) {
  const search = page.getByRole('combobox', { name: 'Add from the catalogue' });
  await search.fill(sku);
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

test('staff build a quote from the catalogue and send it; the client accepts it in the portal', async ({ page, request, browser }, testInfo) => {
  // A whole journey with six accessibility scans, a PDF and a second browser: over a minute with two workers.
  test.setTimeout(180_000);
  const consoleErrors = trackConsoleErrors(page);
  const client = await freshClientWithEvent(request, 'quote');
  await signInAsStaff(page, request, '/staff/quotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  // On the empty venue (the empty-database project) the first list is empty.
  await expect(page.getByRole('table', { name: 'Quotes' }).or(page.getByText(/^No quotes yet\./))).toBeVisible();
  await checkBothWidths(page, testInfo, 'staff-quotes');

  // The event first, found by its name.
  await page.getByRole('link', { name: 'New Quote' }).click();
  await expect(page.getByText('Which event is the quote for?')).toBeVisible();
  await checkBothWidths(page, testInfo, 'staff-quote-choose-event');
  await page.getByRole('combobox', { name: 'Event' }).fill(client.event.name);
  // The event is in the server's answer to the search (the list shown before it arrived does not hold it).
  await page.getByRole('option', { name: new RegExp(client.event.name) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/quotes/new\\?event=${client.event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'New Quote' })).toBeVisible();
  await expect(page.getByText(`${client.event.name} · ${client.name}`)).toBeVisible();

  // Two catalogue lines (their price and tax copied), a free line, a selected option and a discount.
  await addFromCatalogue(page, 'PKG-WED-GARDEN', 'Garden Wedding Package');
  const first = page.getByRole('group', { name: 'Line 1' });
  await expect(first.getByRole('textbox', { name: 'Unit price' })).toHaveValue('185000.00');
  await expect(first.getByRole('textbox', { name: 'Tax' })).toHaveValue('12');
  await addFromCatalogue(page, 'ADD-COORDINATOR', 'On-the-day coordinator');
  const second = page.getByRole('group', { name: 'Line 2' });
  await expect(second.getByText('Hourly: quantity is hours, 4 to 16 hours')).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
  await page.getByRole('button', { name: 'Add Free Line' }).click();
  const third = page.getByRole('group', { name: 'Line 3' });
  await third.getByRole('textbox', { name: 'Description' }).fill('Welcome drinks');
  await third.getByRole('textbox', { name: 'Quantity' }).fill('50');
  await third.getByRole('textbox', { name: 'Unit price' }).fill('150');
  // The field is left first: its check on leaving redraws the lines above, and a click whose press leaves the
  // field landed where the button had been (the option was never added).
  await third.getByRole('textbox', { name: 'Unit price' }).blur();
  await page.getByRole('button', { name: 'Add Option' }).click();
  const option = page.getByRole('group', { name: 'Option 1' });
  await option.getByRole('textbox', { name: 'Option name' }).fill('Fireworks finale');
  await option.getByRole('textbox', { name: 'Price' }).fill('35000');
  await option.getByRole('checkbox', { name: 'Included in the total' }).check();
  await page.getByRole('textbox', { name: 'Discount' }).fill('1000');
  await page.getByRole('textbox', { name: 'Message to the client' }).fill('Thank you for choosing us!');
  // 185,000 + 6,000 + 7,500 + the 35,000 option = 233,500, all at 12 %; 1,000 off before tax: 12 % of 232,500 = 27,900.
  const totals = page.getByRole('region', { name: 'Quote totals' });
  await expect(totals).toContainText('₱233,500.00');
  await expect(totals).toContainText('₱27,900.00');
  await expect(totals).toContainText('₱260,400.00');

  // The server's hour limits land under the line they are about.
  await second.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(second.getByText('On-the-day coordinator, per hour is booked for at least 4 hours.')).toBeVisible();
  await second.getByRole('textbox', { name: 'Quantity' }).fill('4');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText(/Quote v1 for .* is saved as a draft\./)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/quotes\/\d+$/);
  const quoteId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: 'Quote v1' })).toBeVisible();
  await expect(totals).toContainText('₱260,400.00');
  await checkBothWidths(page, testInfo, 'staff-quote-editor');

  // Send: confirmed, then read-only with its status.
  await page.getByRole('button', { name: 'Send to Client' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send Quote?' });
  await expect(confirm).toContainText(client.name);
  await confirm.getByRole('button', { name: 'Send Quote' }).click();
  await expect(page.getByText(`Quote v1 was sent to ${client.name}.`)).toBeVisible();
  await expect(page.getByText('Pending Response')).toBeVisible();
  await expect(page.getByText(/waiting for the client's answer/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Draft' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Welcome drinks' })).toBeVisible();
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`quote-${quoteId}.pdf`);
  await checkBothWidths(page, testInfo, 'staff-quote-sent');

  // The client, in a browser of their own, accepts it on the event's Quotes tab.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signInWith(clientPage, client.session, '/events');
  await openEvent(clientPage, client.event.name);
  await clientPage.getByRole('tab', { name: /^Quotes \(\d+\)/ }).click();
  const card = clientPage.getByRole('article').filter({ has: clientPage.getByRole('button', { name: 'Accept Quote' }) });
  await expect(card).toContainText('₱260,400');
  await card.getByRole('button', { name: 'Accept Quote' }).click();
  // The review says the figure the staff member sent, to the centavo, before anything is accepted.
  const review = clientPage.getByRole('dialog', { name: 'Accept this quote?' });
  await expect(review).toContainText('₱260,400.00');
  await review.getByRole('button', { name: 'Accept Quote' }).click();
  await expect(clientPage.getByText('Your quote has been accepted successfully!', { exact: false })).toBeVisible();
  await clientContext.close();

  // Staff see the answer.
  await page.reload();
  await expect(page.getByText(/Accepted by .* on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Version' })).toHaveCount(0);
  await page.goto('/staff/quotes');
  await page.getByRole('textbox', { name: 'Search' }).fill(client.event.name);
  const row = page.getByRole('row').filter({ hasText: client.event.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Accepted')).toBeVisible();
  expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});

test('a rejected quote shows the reason and gets a new version, which staff may delete as a draft', async ({ page, request }, testInfo) => {
  const client = await freshClientWithEvent(request, 'requote');
  const staff = await staffApi(request);
  const quote = await staff.post<{ id: number }>(`/api/staff/events/${client.event.id}/quotes/`, {
    line_items: [{ description: 'Pavilion hire', quantity: '1', unit_price: '50000.00' }],
  });
  await staff.post(`/api/staff/quotes/${quote.id}/send/`, undefined, 200);
  const reject = await request.post(`/api/sales/client/quotes/${quote.id}/reject/`, {
    headers: { Authorization: `Bearer ${client.session.tokens.access}` },
    data: { reason: 'Over our budget' },
  });
  expect(reject.status(), await reject.text()).toBe(200);

  await signInAsStaff(page, request, `/staff/quotes/${quote.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quote v1' })).toBeVisible();
  await expect(page.getByText('Reason: Over our budget')).toBeVisible();
  await checkBothWidths(page, testInfo, 'staff-quote-rejected');

  await page.getByRole('button', { name: 'New Version' }).click();
  await page.getByRole('dialog', { name: 'Make a New Version?' }).getByRole('button', { name: 'Make New Version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote v2' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Line 1' }).getByRole('textbox', { name: 'Description' })).toHaveValue('Pavilion hire');
  const draftUrl = page.url();
  await page.goto(`/staff/quotes/${quote.id}`);
  await expect(page.getByRole('link', { name: 'Newer version' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Version' })).toHaveCount(0);

  await page.goto(draftUrl);
  await page.getByRole('button', { name: 'Delete Draft' }).click();
  await page.getByRole('dialog', { name: 'Delete Draft?' }).getByRole('button', { name: 'Delete Draft' }).click();
  await expect(page).toHaveURL(/\/staff\/quotes$/);
  await expect(page.getByText('Quote v2 was deleted.')).toBeVisible();
});
