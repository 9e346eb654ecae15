import {
  addressLines,
  LOGO_NOT_IMAGE,
  type TUpdateVenueDetailsValues,
  type TVenueDetails,
  type TVenueDetailsValues,
} from '@venue/shared/site/venue-details.schema';
import type { TContext } from '../../context';
import type { TDb, TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { TVenueFooter } from '../../lib/email-layout';
import type { TLetterhead } from '../../lib/pdf/pdf-document';
import type { TStorage } from '../../lib/storage';
import { normalizeAvatar, pdfImage } from '../../lib/user-image';
import { LOGO_AREA, lockVenueSettings, readVenueDetails, readVenueSettings, writeVenueSettings } from './venue.repo';

/**
 * The venue's details, read from the database at each use: no process keeps a copy, so a change an admin saves
 * through one process is what every other process shows at its next request (one indexed read of one row).
 */
export const venueDetails = (db: TDb | TTx): Promise<TVenueDetails> => readVenueDetails(db);

/** The venue's name and details as columns another module's statement reads with its own, saving a round trip. */
export { venueDetailsColumn, venueNameColumn } from './venue.repo';

/** What the e-mail frame and the sender need (lib/email-layout.ts, lib/mailer.ts). */
export const mailVenueOf = (v: TVenueDetailsValues): TVenueFooter => ({
  name: v.name,
  address: addressLines(v),
  phone: v.phone,
  email: v.email,
  supportHours: v.support_hours,
  senderName: v.email_sender_name,
  brandColor: v.brand_color,
});

/** The logo file as a PDF embeds it, or null (none, gone, unreadable). */
async function logoForPdf(storage: TStorage, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const file = await storage.open(LOGO_AREA, key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  return pdfImage(Buffer.concat(chunks));
}

/** What quotes, contracts, invoices and receipts print at their head and foot (lib/pdf/pdf-document.ts). */
export async function letterheadOf(ctx: Pick<TContext, 'db' | 'storage'>): Promise<TLetterhead> {
  const { details: v, logoKey } = await readVenueSettings(ctx.db);
  return {
    logo: await logoForPdf(ctx.storage, logoKey),
    name: v.document_business_name,
    address: v.document_address,
    contact: [v.email, v.phone].join('  ·  '),
    tin: v.tin,
    vatRegistered: v.vat_registered,
    footerNote: v.document_footer,
    color: v.brand_color,
  };
}

const auditFields = ({ version: _v, updated_at: _u, ...fields }: TVenueDetails) => fields;

export async function updateVenueDetails(ctx: TContext, actor: TActor, ip: string | null, body: TUpdateVenueDetailsValues): Promise<TVenueDetails> {
  const { version, ...values } = body;
  return ctx.transact(async (tx) => {
    const current = await lockVenueSettings(tx);
    if (current.details.version !== version) {
      throw new AppError(409, 'Someone saved the venue details while you were editing. Reload the page to see their changes, then make yours again.');
    }
    const saved = await writeVenueSettings(tx, { details: values }, actor.userId);
    await recordAudit(tx, actor, ip, {
      action: 'venue_details.update',
      objectType: 'venue_settings',
      objectId: 1,
      before: auditFields(current.details),
      after: auditFields(saved),
    });
    return saved;
  });
}

/** A new logo, decoded and written anew like every user image (lib/user-image.ts); the old file goes after the commit. */
export async function replaceVenueLogo(ctx: TContext, actor: TActor, ip: string | null, data: Buffer): Promise<TVenueDetails> {
  const image = await normalizeAvatar(data);
  if (!image) throw new AppError(400, LOGO_NOT_IMAGE, { logo: [LOGO_NOT_IMAGE] });
  const key = await ctx.storage.put(LOGO_AREA, image.type.ext, image.data);
  try {
    return await ctx.transact(async (tx, effects) => {
      const current = await lockVenueSettings(tx);
      const saved = await writeVenueSettings(tx, { logoKey: key }, actor.userId);
      await recordAudit(tx, actor, ip, {
        action: 'venue_details.logo',
        objectType: 'venue_settings',
        objectId: 1,
        before: { name: current.details.name, logo_url: current.details.logo_url },
        after: { name: saved.name, logo_url: saved.logo_url },
      });
      if (current.logoKey) effects.after(() => ctx.storage.remove(LOGO_AREA, current.logoKey!));
      return saved;
    });
  } catch (err) {
    await ctx.storage.remove(LOGO_AREA, key);
    throw err;
  }
}

export const openVenueLogo = (ctx: TContext, key: string) => ctx.storage.open(LOGO_AREA, key);
