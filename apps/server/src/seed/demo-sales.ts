import { addDays } from '@venue/shared/dates';
import { ESIGN_CONSENT } from '@venue/shared/contracts/consent';
import { asc, eq } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { toMinor } from '@venue/shared/money';
import { moneyText } from '@venue/shared/payments/charge-amount';
import { DEMO_TOTALS, WEDDING_CHANGE_QUOTE, WEDDING_QUOTE, type TDemoQuote } from './demo-prices';
import { contractEvents, contracts, contractSignatures, contractTemplates, events, quoteLineItems, quoteOptions, quotes } from '../db/schema';
import { drawPng, pngDataUrl, scribble } from '../lib/png';
import { sha256 } from '../lib/secure-token';
import { finalRecordHash } from '../modules/contracts/contracts.service';

/** Quotes in every status and contracts at every signing stage for the demo client. */
const COORDINATOR = 'Grace Villanueva';

const AMENDMENT_TEMPLATE = `<h2>Contract Amendment</h2>
<p>This amendment of {{today}} changes the Event Services Agreement between <strong>{{venue_name}}</strong> and <strong>{{client_name}}</strong> for <strong>{{event_name}}</strong> on {{event_date}}.</p>
<p>The contract value becomes <strong>{{contract_value}}</strong>. Every other term of the agreement stays as signed.</p>`;

function contractHtml(title: string, eventName: string, value: string): string {
  return `<h2>${title}</h2>
<p>This agreement is made between <strong>Havila Gardens</strong>, Tanay, Rizal ("the Venue") and the Client named in the booking for <strong>${eventName}</strong>.</p>
<h3>1. Venue and date</h3>
<p>The Venue reserves the facilities listed in the accepted quotation for the event date, from 8:00 AM until 11:00 PM. Overtime is billed per started hour.</p>
<h3>2. Fees and payment</h3>
<p>The contract value is ${value}. A 30% reservation deposit is due on signing; the balance is due 14 days before the event.</p>
<ul><li>Cancellation more than 90 days before the event: deposit refunded less PHP 5,000 handling.</li><li>Cancellation 30 to 90 days before: 50% of the deposit refunded.</li><li>Cancellation within 30 days: no refund.</li></ul>
<h3>3. Conduct and safety</h3>
<p>The Client ensures guests follow the house rules: no open flames outside the bonfire area, music off by 10:00 PM, and no confetti on the lawns.</p>
<h3>4. Force majeure</h3>
<p>If a typhoon signal or government order prevents the event, both parties agree a new date within 12 months at no extra charge.</p>`;
}

export async function seedSales(tx: TTx, clientId: number, clientName: string, clientEmail: string, today: string) {
  const own = await tx.select({ id: events.id, name: events.name, status: events.status }).from(events).where(eq(events.clientId, clientId));
  const wedding = own.find((e) => e.status === 'CONFIRMED')!;
  const corporate = own.find((e) => e.status === 'IN_PROGRESS')!;
  const retreat = own.find((e) => e.status === 'DRAFT')!;
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * 86_400_000);

  const quote = async (v: Partial<typeof quotes.$inferInsert> & { eventId: number }, lines: TDemoQuote['lines'], options: TDemoQuote['options'] = []) => {
    // A version is made the day before it is sent, and runs from then: never valid until a day before its date.
    const sentAt = v.sentAt === undefined ? ago(10) : v.sentAt;
    const [q] = await tx
      .insert(quotes)
      .values({ createdAt: sentAt ? new Date(sentAt.getTime() - 86_400_000) : ago(1), ...v, sentAt })
      .returning({ id: quotes.id });
    await tx
      .insert(quoteLineItems)
      .values(lines.map(([description, quantity, unitPrice, taxRate], i) => ({ quoteId: q!.id, description, quantity, unitPrice, taxRate, sortOrder: i })));
    if (options.length)
      await tx
        .insert(quoteOptions)
        .values(options.map(([name, totalPrice, isSelected, taxRate]) => ({ quoteId: q!.id, name, totalPrice, isSelected, taxRate, description: '' })));
    return q!.id;
  };
  // The accepted version: the event's total, the signed contract and the invoice are its total (demo-prices.ts).
  await quote(
    {
      eventId: wedding.id,
      status: 'ACCEPTED',
      version: 2,
      guestCount: 150,
      sentAt: ago(35),
      validUntil: addDays(today, -20),
      acceptedAt: ago(25),
      acceptedByUserId: clientId,
      acceptedByName: clientName,
      discountAmount: WEDDING_QUOTE.discount,
      clientMessage: 'Thank you for choosing us for your wedding day.',
    },
    WEDDING_QUOTE.lines,
    WEDDING_QUOTE.options,
  );
  await quote(
    {
      eventId: wedding.id,
      status: 'SENT',
      version: 3,
      guestCount: 170,
      validUntil: addDays(today, 2),
      discountAmount: WEDDING_CHANGE_QUOTE.discount,
      clientMessage: 'Updated with the extra 20 guests and the dessert bar.',
    },
    WEDDING_CHANGE_QUOTE.lines,
    WEDDING_CHANGE_QUOTE.options,
  );
  await quote({ eventId: corporate.id, status: 'SENT', version: 1, validUntil: addDays(today, 12) }, [
    ['Pavilion, two days', '2', '60000.00', '0.12'],
    ['Projector and sound', '2', '6500.00', '0.12'],
    ['Lunch and two snacks, per person', '120', '850.00', '0.12'],
  ]);
  await quote(
    {
      eventId: corporate.id,
      status: 'SENT',
      version: 0 + 1,
      validUntil: addDays(today, -3),
      sentAt: ago(30),
      clientMessage: 'First draft before the program changed.',
    },
    [['Pavilion, one day', '1', '60000.00', '0.12']],
  );
  await quote(
    { eventId: retreat.id, status: 'REJECTED', validUntil: addDays(today, 5), rejectedAt: ago(4), rejectionReason: 'We need rooms for 35, not 25.' },
    [['Havila rooms, 2 nights', '25', '2400.00', '0.12']],
  );
  await quote({ eventId: retreat.id, status: 'CANCELLED', validUntil: addDays(today, 20) }, [['Chapel and breakout rooms', '3', '9000.00', '0.12']]);
  await quote({ eventId: retreat.id, status: 'EXPIRED', validUntil: addDays(today, -40), sentAt: ago(70) }, [
    ['Retreat package, per person', '30', '3800.00', '0'],
  ]);
  await quote({ eventId: retreat.id, status: 'DRAFT', sentAt: null }, [['Draft, not yet sent', '1', '1.00', '0']]);

  // The agreement is the venue's own template (migration 0012), signed by the client and the venue's representative;
  // the demo adds the amendment template, which names the venue as a party and so is the venue's to sign too.
  const [agreement] = await tx
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(eq(contractTemplates.name, 'Event Services Agreement'))
    .orderBy(asc(contractTemplates.id))
    .limit(1);
  const [amendmentT] = await tx
    .insert(contractTemplates)
    .values({
      name: 'Contract Amendment',
      description: 'Changes to a signed agreement (guests, services, value); signed by the client and the venue.',
      content: AMENDMENT_TEMPLATE,
      signatureRequirements: ['CLIENT', 'COMPANY_REP'],
    })
    .returning({ id: contractTemplates.id });

  const contract = async (v: {
    eventId: number;
    eventName: string;
    templateId: number;
    title: string;
    status: string;
    value: string;
    validUntil: string;
    sentDaysAgo: number;
    isAmendment?: boolean;
    amendmentNumber?: number;
    originalContractId?: number;
  }) => {
    const content = contractHtml(v.title, v.eventName, moneyText(toMinor(v.value), 'PHP'));
    const [c] = await tx
      .insert(contracts)
      .values({
        eventId: v.eventId,
        templateId: v.templateId,
        status: v.status,
        content,
        contentHash: sha256(content),
        contractValue: v.value,
        validUntil: v.validUntil,
        sentAt: ago(v.sentDaysAgo),
        isAmendment: v.isAmendment ?? false,
        amendmentNumber: v.amendmentNumber ?? null,
        originalContractId: v.originalContractId ?? null,
        paymentScheduleReference: '30% on signing, balance 14 days before the event',
        createdAt: ago(v.sentDaysAgo + 1),
      })
      .returning({ id: contracts.id, contentHash: contracts.contentHash });
    await tx.insert(contractEvents).values([
      { contractId: c!.id, eventType: 'created', description: 'Contract prepared', actorName: COORDINATOR, occurredAt: ago(v.sentDaysAgo + 1) },
      { contractId: c!.id, eventType: 'sent', description: `Sent to ${clientEmail} for signature`, actorName: COORDINATOR, occurredAt: ago(v.sentDaysAgo) },
    ]);
    return c!;
  };
  const sign = async (
    contractId: number,
    contentHash: string,
    role: string,
    name: string,
    email: string,
    userId: number | null,
    daysAgo: number,
    seed: number,
  ) => {
    const [s] = await tx
      .insert(contractSignatures)
      .values({
        contractId,
        role,
        signerUserId: userId,
        signerName: name,
        signerTitle: role === 'COMPANY_REP' ? 'Events Manager' : '',
        signerEmail: email,
        signatureData: pngDataUrl(drawPng(500, 200, scribble(seed))),
        verificationMethod: 'electronic_signature',
        contentHash,
        consentVersion: ESIGN_CONSENT.version,
        ipAddress: '203.177.12.40',
        userAgent: 'Mozilla/5.0 (demo data)',
        signedAt: ago(daysAgo),
      })
      .returning();
    await tx.insert(contractEvents).values({
      contractId,
      eventType: 'signed',
      description: `Signed as ${role === 'CLIENT' ? 'Client Signature' : 'Company Representative'} by ${name}`,
      actorName: name,
      actorUserId: userId,
      ipAddress: '203.177.12.40',
      userAgent: 'Mozilla/5.0 (demo data)',
      occurredAt: ago(daysAgo),
    });
    return s!;
  };

  // Awaiting the client's signature.
  await contract({
    eventId: corporate.id,
    eventName: corporate.name,
    templateId: agreement!.id,
    title: 'Event Services Agreement',
    status: 'SENT',
    value: DEMO_TOTALS.corporate,
    validUntil: addDays(today, 6),
    sentDaysAgo: 3,
  });
  // Client signed; waiting for the venue's representative.
  const partial = await contract({
    eventId: retreat.id,
    eventName: retreat.name,
    templateId: agreement!.id,
    title: 'Event Services Agreement',
    status: 'PARTIALLY_SIGNED',
    value: DEMO_TOTALS.retreat,
    validUntil: addDays(today, 20),
    sentDaysAgo: 9,
  });
  await sign(partial.id, partial.contentHash, 'CLIENT', clientName, clientEmail, clientId, 7, 1);
  // Fully signed.
  const full = await contract({
    eventId: wedding.id,
    eventName: wedding.name,
    templateId: agreement!.id,
    title: 'Event Services Agreement',
    status: 'SIGNED',
    value: DEMO_TOTALS.wedding,
    validUntil: addDays(today, -10),
    sentDaysAgo: 40,
  });
  const s1 = await sign(full.id, full.contentHash, 'CLIENT', clientName, clientEmail, clientId, 38, 2);
  const s2 = await sign(full.id, full.contentHash, 'COMPANY_REP', COORDINATOR, 'grace@havilagardens.ph', null, 37, 3);
  await tx
    .update(contracts)
    .set({ fullySignedAt: ago(37), finalDocumentHash: finalRecordHash(full.id, full.contentHash, [s1, s2]) })
    .where(eq(contracts.id, full.id));
  await tx
    .insert(contractEvents)
    .values({ contractId: full.id, eventType: 'fully_signed', description: 'All required signatures collected', actorName: COORDINATOR, occurredAt: ago(37) });
  // An amendment of the signed contract, awaiting the client.
  await contract({
    eventId: wedding.id,
    eventName: wedding.name,
    templateId: amendmentT!.id,
    title: 'Amendment No. 1: added guests and dessert bar',
    status: 'SENT',
    value: DEMO_TOTALS.weddingChanged,
    validUntil: addDays(today, 2),
    sentDaysAgo: 1,
    isAmendment: true,
    amendmentNumber: 1,
    originalContractId: full.id,
  });
}
