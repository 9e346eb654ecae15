import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';
import { invitedClient, signInWith, staffApi, venueDayFromNow } from '../fixtures/staff-console';
import { expect, test, type Page } from '../fixtures/test';

/** At 375 px, once the shell has switched to its phone layout (a resize re-renders it), nothing scrolls sideways. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('extras go from the event page into the cart, to the venue as a message, and amounts follow the display preference', async ({
  page,
  request,
}, testInfo) => {
  // A fresh client with one event of their own, so the message lands in a conversation list of its own.
  const client = await invitedClient(request, 'cart');
  const venue = await staffApi(request);
  const day = venueDayFromNow(240 + (client.session.user.id % 90));
  const event = await venue.createEvent({
    client_id: client.session.user.id,
    event_type_id: await venue.eventTypeId('Retreat'),
    name: 'Tan Family Retreat',
    facility_id: await venue.facilityId('Cabana 4'),
    starts_at: `${day}T09:00:00+08:00`,
    ends_at: `${day}T12:00:00+08:00`,
    guest_count: 8,
  });
  const errors = trackConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWith(page, client.session, `/events/${event.id}`);

  // Two buffet dinners and a bonfire night from the event page.
  const extras = page.getByRole('region', { name: 'Add extras' });
  await extras.getByRole('button', { name: /^Catering/ }).click();
  await extras.getByRole('button', { name: 'Increase quantity of Buffet dinner, per guest' }).click();
  await extras.getByRole('button', { name: 'Add to cart: Buffet dinner, per guest' }).click();
  await extras.getByRole('button', { name: /^Extras/ }).click();
  await extras.getByRole('button', { name: 'Add to cart: Bonfire night' }).click();
  await expect(extras.getByRole('link', { name: 'View cart (2 extras for this event)' })).toBeVisible();

  // The header's cart: lines under the event, a stepper, and the total to the centavo.
  await page.getByRole('link', { name: 'Cart, 2 extras' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  const total = page.getByTestId('cart-total');
  await expect(total).toHaveText('₱6,400.00');
  await page.getByRole('button', { name: 'Increase quantity of Bonfire night' }).click();
  await expect(total).toHaveText('₱9,900.00');
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'portal-cart-1280');
  await fitsPhone(page);
  await screenshot(page, testInfo, 'portal-cart-375');

  // Sent as one message for the event; the cart is empty afterwards.
  await page.getByRole('button', { name: 'Send request to the venue' }).click();
  await expect(page.getByText(/Your request was sent to the venue and your cart is now empty/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart,/ })).toBeHidden();
  await page.goto('/messages');
  await page.getByRole('list', { name: 'Conversations' }).getByText('Extras for Tan Family Retreat').click();
  const message = page.getByRole('list', { name: 'Messages' });
  await expect(message.getByText(/Bonfire night: 2 × ₱3,500\.00 = ₱7,000\.00/)).toBeVisible();
  await expect(message.getByText(/Total at list prices, before tax: ₱9,900\.00/)).toBeVisible();

  // Display Preferences: amounts written with the code and always with centavos, on the event page too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Display Preferences' }).click();
  await page.getByRole('radio', { name: /^Currency code/ }).check();
  await page.getByRole('radio', { name: /^Always/ }).check();
  await expect(page.getByRole('radio', { name: 'Always: PHP 385,000.00' })).toBeChecked();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'portal-preferences-1280');
  await fitsPhone(page);
  await screenshot(page, testInfo, 'portal-preferences-375');
  await page.goto(`/events/${event.id}`);
  await extras.getByRole('button', { name: /^Extras/ }).click();
  await expect(extras.getByText('PHP 3,500.00', { exact: true })).toBeVisible();
  await extras.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'portal-extras-375', { fullPage: false });
  expect(errors).toEqual([]);
});

test('a visitor saves a facility and an event type with the heart and finds them under Saved Favourites', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/facilities');
  await page.getByRole('button', { name: 'Save Pavilion to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove Pavilion from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/booking');
  await page.getByRole('button', { name: 'Save Retreat to favourites' }).click();

  await page.getByRole('link', { name: 'Saved favourites, 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Favourites' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Event types' }).getByRole('link', { name: 'Retreat' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, testInfo, 'saved-favourites-375');
  await page.getByRole('list', { name: 'Facilities' }).getByRole('link', { name: 'Pavilion' }).click();
  await expect(page).toHaveURL(/\/facilities#facility-pavilion$/);

  await page.goto('/saved');
  await page.getByRole('button', { name: 'Remove Retreat from favourites' }).click();
  await expect(page.getByRole('list', { name: 'Event types' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Saved favourites, 1' })).toBeVisible();
});
