import { eq } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { eventItems, eventRunOfShow, events, eventSuppliers } from '../db/schema';

/**
 * The demo wedding's event sheet (issue 41): its booked package and add-ons, its run of show, its suppliers and the demo staff member as its
 * coordinator, so the sheet, its PDF and the client's version have a day to show.
 */
const RUN_OF_SHOW = [
  { time: '14:00', what: 'Guests arrive; welcome drinks in the garden', who: 'Coordinator' },
  { time: '15:00', what: 'Ceremony in the garden', who: 'Officiant' },
  { time: '17:00', what: 'Cocktails and photos', who: 'Kitchen, Photographer' },
  { time: '18:30', what: 'Dinner is served', who: 'Kitchen' },
  { time: '20:00', what: 'First dance and the band’s first set', who: 'Band' },
  { time: '22:00', what: 'Send-off', who: 'Coordinator' },
];
// What the couple's accepted quote holds (demo-prices.ts), as the event's booked package and add-ons.
const ITEMS = [
  { name: 'Pavilion reception, full day', kind: 'PACKAGE', quantity: '1', unitPrice: '85000.00' },
  { name: 'Sanctuary chapel ceremony', kind: 'ADDON', quantity: '1', unitPrice: '25000.00' },
  { name: 'Plated dinner, per guest', kind: 'ADDON', quantity: '150', unitPrice: '1450.00' },
  { name: 'Havila rooms for family, per night', kind: 'ADDON', quantity: '6', unitPrice: '3200.00' },
  { name: 'String quartet', kind: 'ADDON', quantity: '1', unitPrice: '18000.00' },
] as const;
const SUPPLIERS = [
  { role: 'Florist', name: 'Bloom & Vine Florals', phone: '+63 917 555 0142', arrivesAt: '10:00', cost: '45000.00' },
  { role: 'Photographer', name: 'Lumen Studio', phone: '+63 918 555 0187', arrivesAt: '13:00', cost: '60000.00' },
  { role: 'Band', name: 'The Sampaguita Strings', phone: '+63 919 555 0123', arrivesAt: '16:00', cost: '38000.00' },
];

export async function seedEventSheet(tx: TTx, coordinatorId: number) {
  const [wedding] = await tx.select({ id: events.id }).from(events).where(eq(events.name, 'Maria & Paolo Wedding'));
  if (!wedding) return;
  await tx.update(events).set({ coordinatorId }).where(eq(events.id, wedding.id));
  await tx.insert(eventItems).values(
    ITEMS.map((i, position) => ({
      eventId: wedding.id,
      position,
      name: i.name,
      kind: i.kind,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      lineTotal: (Number(i.quantity) * Number(i.unitPrice)).toFixed(2),
    })),
  );
  await tx.insert(eventRunOfShow).values(RUN_OF_SHOW.map((r, position) => ({ eventId: wedding.id, position, ...r })));
  await tx.insert(eventSuppliers).values(SUPPLIERS.map((s, position) => ({ eventId: wedding.id, position, ...s })));
}
