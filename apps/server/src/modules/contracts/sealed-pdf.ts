import type { FastifyBaseLogger } from 'fastify';
import type { TContext } from '../../context';
import { sha256 } from '../../lib/secure-token';
import { recordSealedPdf, sealedPdfOf } from './contracts.repo';

/** Where sealed contract PDFs are stored (lib/storage.ts areas; backups copy every area). */
export const SEALED_PDF_AREA = 'signed-contracts';

async function storedBytes(ctx: TContext, key: string): Promise<Buffer | null> {
  const stream = await ctx.storage.open(SEALED_PDF_AREA, key);
  return stream ? Buffer.concat((await stream.toArray()) as Buffer[]) : null;
}

/**
 * A signed contract's PDF as it was sealed: rendered once, stored, and the SHA-256 of those bytes recorded, so
 * every download (client, venue, data export) is the same file and `sha256sum` of it verifies at the public
 * endpoint. A contract without a sealed file (signed before sealing existed, or whose sealing after the last
 * signature failed) is sealed here from `render`; a conditional update makes one process's file the one, and a
 * process that lost the race drops its own and serves the winner's.
 */
export async function sealedPdf(ctx: TContext, contractId: number, render: () => Promise<Buffer>, log?: FastifyBaseLogger): Promise<Buffer> {
  const sealed = await sealedPdfOf(ctx.db, contractId);
  if (sealed.key) {
    const bytes = await storedBytes(ctx, sealed.key);
    if (bytes && sha256(bytes) === sealed.sha256) return bytes;
    // Storage lost or changed the file (a restore without uploads, a disk fault): the old hash can no longer be
    // shown to match, so the contract is sealed anew and this is logged for the venue to look into.
    log?.error({ contractId, key: sealed.key, found: Boolean(bytes) }, 'sealed contract PDF missing or altered in storage; sealing it again');
  }
  const pdf = await render();
  const key = await ctx.storage.put(SEALED_PDF_AREA, 'pdf', pdf);
  if (await recordSealedPdf(ctx.db, contractId, { key, sha256: sha256(pdf) }, sealed.key)) return pdf;
  await ctx.storage.remove(SEALED_PDF_AREA, key);
  const winner = await sealedPdfOf(ctx.db, contractId);
  const bytes = winner.key ? await storedBytes(ctx, winner.key) : null;
  if (!bytes) throw new Error(`contract ${contractId}: the sealed PDF another process recorded cannot be read`);
  return bytes;
}
