import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { DEMO_VENUE_VALUES } from './demo-venue-facts';
import type { TTx } from '../db/client';
import { bookingFlows, facilities, paymentSettings, sitePages, venueSettings } from '../db/schema';
import { recordAudit, type TAuditActor } from '../lib/audit';

/**
 * The demo venue was set up by its administrator (issue 39, point 5): the checklist on Today reads an admin's saves
 * from the audit log and the flow editor's `updated_by` (modules/setup), so the demo records the saves its
 * admin made: Venue Details, its spaces, the booking flows, the payment settings, and Terms and Privacy
 * published. Only a new install then shows "Set Up Your Venue"; the demo's Audit Log shows who set it up.
 */
export async function seedSetupByAdmin(tx: TTx, admin: { id: number; name: string }) {
  const actor: TAuditActor = { userId: admin.id, name: admin.name, role: 'admin' };
  const audit = (action: string, objectType: string, objectId: number, after: unknown) => recordAudit(tx, actor, null, { action, objectType, objectId, after });

  await tx.update(venueSettings).set({ updatedById: admin.id }).where(eq(venueSettings.id, 1));
  await audit('venue_details.update', 'venue_settings', 1, DEMO_VENUE_VALUES);

  for (const f of await tx
    .select({ id: facilities.id, name: facilities.name, capacity: facilities.capacity })
    .from(facilities)
    .where(eq(facilities.isActive, true))
    .orderBy(facilities.id))
    await audit('facility.create', 'facility', f.id, { name: f.name, capacity: f.capacity, is_active: true });

  await tx.update(bookingFlows).set({ updatedBy: admin.id }).where(eq(bookingFlows.isActive, true));

  const [pay] = await tx
    .select({
      deposit_percentage: paymentSettings.defaultDepositPercentage,
      balance_due_days: paymentSettings.balanceDueDays,
      allow_refunds: paymentSettings.allowRefunds,
      refund_percentage: paymentSettings.refundPercentage,
      refund_deadline_hours: paymentSettings.refundDeadlineHours,
    })
    .from(paymentSettings)
    .where(eq(paymentSettings.id, 1));
  await audit('payment_settings.update', 'payment_settings', 1, pay);

  const published = await tx
    .update(sitePages)
    .set({ updatedByUserId: admin.id })
    .where(and(inArray(sitePages.slug, ['terms', 'privacy']), isNotNull(sitePages.publishedAt)))
    .returning({ id: sitePages.id, slug: sitePages.slug, version: sitePages.version, title: sitePages.title, publishedAt: sitePages.publishedAt });
  for (const p of published)
    await audit('page.publish', 'page', p.id, { slug: p.slug, version: p.version, title: p.title, published_at: p.publishedAt!.toISOString() });
}
