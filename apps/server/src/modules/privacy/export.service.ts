import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { TUser } from '@venue/shared/accounts/user.schema';
import { ZRecordsQuery } from '@venue/shared/communications/communication.schema';
import { ZContractsQuery } from '@venue/shared/contracts/contract.schema';
import { venueDay } from '@venue/shared/dates';
import { ZClientEventsQuery, type TClientEvent } from '@venue/shared/events/event.schema';
import { ZThreadsQuery } from '@venue/shared/messages/thread.schema';
import { ZNotificationsQuery } from '@venue/shared/notifications/notification.schema';
import { ZInvoicesQuery, ZPaymentsQuery } from '@venue/shared/payments/payments.schema';
import { EXPORT_TOO_OFTEN } from '@venue/shared/privacy/privacy-request.schema';
import { ZQuotesQuery } from '@venue/shared/quotes/quote.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { reserveOrRefuse, type TLimit } from '../../lib/rate-limit';
import { AVATAR_AREA } from '../accounts/avatar.service';
import { UPLOADS_AREA } from '../booking/uploads.service';
import { listCommunicationRecords } from '../communications/records.service';
import { listContracts, signedContractPdfFor } from '../contracts/contracts.service';
import { eventDetail, listEvents } from '../events/client-events.service';
import { DOCUMENTS_AREA } from '../events/documents.service';
import { ATTACHMENTS_AREA } from '../messages/attachments.service';
import { listMessageThreads, messageThread } from '../messages/messages.service';
import { listOwnNotifications } from '../notifications/notifications.service';
import { invoicePdfFor, receiptPdfFor } from '../payments/documents.service';
import { listMethods } from '../payments/methods.service';
import { listInvoices, listPayments } from '../payments/payments.service';
import { ANSWER_FILES_AREA } from '../questionnaires/answer-files.service';
import { eventResponses } from '../questionnaires/questionnaires.service';
import { listQuotes } from '../quotes/quote-read';
import { venueDetails } from '../venue/venue.service';
import { exportFilesOf, type TExportFile } from './export-files.repo';
import { newestRequestOf } from './privacy.repo';

const AREA_OF: Record<TExportFile['kind'], string> = {
  avatar: AVATAR_AREA,
  document: DOCUMENTS_AREA,
  attachment: ATTACHMENTS_AREA,
  'booking-upload': UPLOADS_AREA,
  'answer-file': ANSWER_FILES_AREA,
};

/** An export renders every PDF the client has: a few an hour is plenty for a person and bounds the work. */
export const EXPORT_LIMIT: TLimit = { name: 'privacy-export', max: 5, windowSeconds: 3600 };

const PAGE = '100';

/** Every page of a paged list, read one page at a time. */
async function everyPage<T>(read: (page: string) => Promise<{ count: number; results: T[] }>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const { count, results } = await read(String(page));
    all.push(...results);
    if (!results.length || all.length >= count) return all;
  }
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const safeName = (s: string) => s.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 100);

/** What the README says of each file; the order is the order they are written in. */
const FILES: [string, string][] = [
  [
    'profile.json',
    'Your account: name, e-mail address, phone, company, when you joined, and your saved payment methods (card brand and last four digits only).',
  ],
  ['events.json', 'Your events with their details and preferences (special requests, dietary restrictions).'],
  ['questionnaire-answers.json', 'Your answers to the event questionnaires, per event.'],
  ['quotes.json', 'The quotes the venue sent you, with their items, prices and your decisions.'],
  ['contracts.json', 'Your contracts with their text, status and signatures.'],
  ['contracts/', 'The PDF of each fully signed contract, with its certificate of completion.'],
  ['invoices.json', 'Your invoices with their items, taxes and what was paid.'],
  ['invoices/', 'The PDF of each invoice.'],
  ['payments.json', 'Your payments and refunds.'],
  ['receipts/', 'The PDF official receipt of each completed payment.'],
  ['messages.json', 'Your conversations with the venue, every message included.'],
  ['communication-records.json', 'The e-mails and text messages the venue sent you, with their delivery status.'],
  ['notifications.json', 'The notifications shown in your portal.'],
  ['privacy-requests.json', 'Your latest request to delete your account, if you made one.'],
  ['files/profile-photo/', 'Your profile photo, if you uploaded one.'],
  ['files/event-documents/', 'The documents of each of your events (a folder per event): those you uploaded and those the venue shared with you.'],
  ['files/payment-proofs/', 'The proofs of payment kept with your events (a folder per event).'],
  ['files/message-attachments/', 'The files attached to your conversations, by you or by the venue (a folder per conversation).'],
  ['files/booking-uploads/', 'The files you uploaded while booking.'],
  ['files/questionnaire-answers/', 'The files you gave as answers on your events’ questionnaires (a folder per event).'],
];

function readme(user: TUser, problems: string[], venueName: string): string {
  const title = `Your data from ${venueName}`;
  const lines = [
    title,
    '='.repeat(title.length),
    '',
    `Exported for ${user.first_name} ${user.last_name} (${user.email}) on ${venueDay()} (Philippine time), under the Data Privacy Act of 2012 (RA 10173).`,
    'The .json files are plain text in the JSON format: any text editor opens them. Amounts are in Philippine pesos; times are in UTC (ISO 8601).',
    '',
    'What each file holds:',
    ...FILES.map(([name, what]) => `- ${name}: ${what}`),
  ];
  if (problems.length) lines.push('', 'Documents that could not be included (ask the venue for a copy):', ...problems.map((p) => `- ${p}`));
  lines.push('', 'Questions about your data: contact the venue through your portal or the contact details on the website.');
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The client's own data as one ZIP, built while it is sent: each file is read, compressed and handed on before
 * the next is read, so at most one list or one PDF is held at a time. Everything is read through the owning
 * modules' services with the client as the actor, so the ownership filter is theirs.
 */
export async function exportOwnData(ctx: TContext, user: TUser, actor: TActor): Promise<{ filename: string; stream: Readable }> {
  await reserveOrRefuse(ctx.db, EXPORT_LIMIT, String(actor.userId), EXPORT_TOO_OFTEN);
  return { filename: `venue-portal-data-${venueDay()}.zip`, stream: Readable.from(zipChunks(ctx, user, actor)) };
}

async function* zipChunks(ctx: TContext, user: TUser, actor: TActor): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else ready.push(chunk);
  });
  // PDFs are compressed already: stored as they are.
  const add = (name: string, data: Uint8Array, stored = false) => {
    const file = stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(data, true);
  };
  function* flush() {
    if (failure) throw failure;
    while (ready.length) yield ready.shift()!;
  }
  const problems: string[] = [];

  add('profile.json', json({ ...user, payment_methods: await listMethods(ctx, actor) }));
  yield* flush();

  const events = await everyPage(async (page) => {
    const { count, resultsJson } = await listEvents(ctx, actor, ZClientEventsQuery.parse({ page, page_size: PAGE }));
    return { count, results: JSON.parse(resultsJson) as TClientEvent[] };
  });
  const details = [];
  for (const e of events) details.push(await eventDetail(ctx, actor, e.id));
  add('events.json', json(details));
  yield* flush();
  const answers = [];
  for (const e of events) answers.push({ event_id: e.id, event_name: e.name, answers: await eventResponses(ctx, actor, e.id) });
  add('questionnaire-answers.json', json(answers));
  yield* flush();

  add('quotes.json', json(await everyPage((page) => listQuotes(ctx, actor, ZQuotesQuery.parse({ page, page_size: PAGE })))));
  yield* flush();

  const contracts = await everyPage((page) => listContracts(ctx, actor, ZContractsQuery.parse({ page, page_size: PAGE })));
  add('contracts.json', json(contracts));
  yield* flush();
  for (const c of contracts.filter((x) => x.status === 'SIGNED')) {
    try {
      const { name, pdf } = await signedContractPdfFor(ctx, actor, c.id);
      add(`contracts/${safeName(name)}`, pdf, true);
    } catch {
      problems.push(`The signed PDF of contract ${c.id}`);
    }
    yield* flush();
  }

  const invoices = await everyPage((page) => listInvoices(ctx, actor, ZInvoicesQuery.parse({ page, page_size: PAGE })));
  add('invoices.json', json(invoices));
  yield* flush();
  for (const i of invoices) {
    try {
      add(`invoices/${safeName(i.invoice_id)}.pdf`, (await invoicePdfFor(ctx, actor, i.id)).pdf, true);
    } catch {
      problems.push(`The PDF of invoice ${i.invoice_id}`);
    }
    yield* flush();
  }

  const payments = await everyPage((page) => listPayments(ctx, actor, ZPaymentsQuery.parse({ page, page_size: PAGE })));
  add('payments.json', json(payments));
  yield* flush();
  for (const p of payments.filter((x) => x.receipt_number)) {
    try {
      add(`receipts/${safeName(p.receipt_number!)}.pdf`, (await receiptPdfFor(ctx, actor, p.id)).pdf, true);
    } catch {
      problems.push(`The receipt of payment ${p.payment_number}`);
    }
    yield* flush();
  }

  const threads = await everyPage((page) => listMessageThreads(ctx, actor, ZThreadsQuery.parse({ page, page_size: PAGE })));
  const conversations = [];
  for (const t of threads) conversations.push(await messageThread(ctx, actor, t.id));
  add('messages.json', json(conversations));
  yield* flush();

  add('communication-records.json', json(await everyPage((page) => listCommunicationRecords(ctx, actor, ZRecordsQuery.parse({ page, page_size: PAGE })))));
  yield* flush();
  add('notifications.json', json(await everyPage((page) => listOwnNotifications(ctx, actor, ZNotificationsQuery.parse({ page, page_size: PAGE })))));
  yield* flush();
  add('privacy-requests.json', json({ deletion_request: await newestRequestOf(ctx.db, actor.userId) }));
  yield* flush();

  // Each file is streamed through as stored (most are compressed already), one chunk at a time.
  for (const f of await exportFilesOf(ctx.db, actor.userId)) {
    const source = await ctx.storage.open(AREA_OF[f.kind], f.key);
    if (!source) {
      problems.push(`The file ${f.path}`);
      continue;
    }
    const entry = new ZipPassThrough(f.path);
    zip.add(entry);
    for await (const chunk of source) {
      entry.push(chunk as Uint8Array);
      yield* flush();
    }
    entry.push(new Uint8Array(0), true);
    yield* flush();
  }
  add('README.txt', new TextEncoder().encode(readme(user, problems, (await venueDetails(ctx.db)).name)));
  zip.end();
  yield* flush();
}
