import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TContext } from '../../context';
import { contractSignatures, users } from '../../db/schema';
import { normalizeAvatar, pdfSafePng } from '../../lib/user-image';
import { AVATAR_AREA } from '../accounts/avatar.service';

/**
 * The startup image check (migration 0019): images stored before uploads were re-encoded are decoded once each.
 * Only unchecked rows are read (a partial index finds them), in batches by id, so a restart after the first is
 * cheap and a row is never visited twice. Two processes starting together may check the same row: the result is
 * the same, so no lock is taken.
 *
 * - A signature's bytes stay as they are, whatever the outcome: their SHA-256 is sealed into the contract's final
 *   record hash (contracts.service.ts finalRecordHash), and the PDF decodes and re-encodes every image as it
 *   renders anyway. One that does not decode is flagged, and its PDF shows the signer's typed name with the note
 *   "Signature image could not be read" in the box.
 * - An avatar is not evidence: one that decodes is stored re-encoded under a new key; one that does not is
 *   dropped (the portal then shows the initials). One that cannot be read from storage now is left unchecked
 *   for the next start.
 */
const BATCH = 100;

export interface TImageCheckResult {
  signaturesChecked: number;
  signaturesUnreadable: number;
  avatarsChecked: number;
  avatarsDropped: number;
}

export async function checkStoredImages(ctx: TContext, log?: FastifyBaseLogger): Promise<TImageCheckResult> {
  const result: TImageCheckResult = { signaturesChecked: 0, signaturesUnreadable: 0, avatarsChecked: 0, avatarsDropped: 0 };
  await checkSignatures(ctx, result, log);
  await checkAvatars(ctx, result, log);
  if (result.signaturesChecked + result.avatarsChecked > 0) log?.info(result, 'stored images checked');
  return result;
}

async function checkSignatures(ctx: TContext, result: TImageCheckResult, log?: FastifyBaseLogger) {
  for (let after = 0; ;) {
    const rows = await ctx.db
      .select({ id: contractSignatures.id, contractId: contractSignatures.contractId, data: contractSignatures.signatureData })
      .from(contractSignatures)
      .where(and(isNull(contractSignatures.imageCheckedAt), gt(contractSignatures.id, after)))
      .orderBy(asc(contractSignatures.id))
      .limit(BATCH);
    for (const row of rows) {
      const readable = (await pdfSafePng(Buffer.from(row.data.slice(row.data.indexOf(',') + 1), 'base64'))) !== null;
      await ctx.db.update(contractSignatures).set({ imageCheckedAt: new Date(), imageUnreadable: !readable }).where(eq(contractSignatures.id, row.id));
      result.signaturesChecked++;
      if (!readable) {
        result.signaturesUnreadable++;
        log?.warn({ signatureId: row.id, contractId: row.contractId }, 'stored signature image cannot be read; its PDF shows a note instead');
      }
    }
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}

async function readAll(ctx: TContext, key: string): Promise<Buffer | null> {
  const stream = await ctx.storage.open(AVATAR_AREA, key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function checkAvatars(ctx: TContext, result: TImageCheckResult, log?: FastifyBaseLogger) {
  for (let after = 0; ;) {
    const rows = await ctx.db
      .select({ id: users.id, key: users.avatarKey })
      .from(users)
      .where(and(isNotNull(users.avatarKey), isNull(users.avatarCheckedAt), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const row of rows) {
      const old = row.key!;
      let data: Buffer | null;
      try {
        data = await readAll(ctx, old);
      } catch (err) {
        log?.warn({ userId: row.id, err: (err as Error).message }, 'avatar could not be read from storage; checked at the next start');
        continue;
      }
      const image = data && (await normalizeAvatar(data));
      const key = image ? await ctx.storage.put(AVATAR_AREA, image.type.ext, image.data) : null;
      // Only if the user still has the avatar that was read: a new upload meanwhile wins.
      const [updated] = await ctx.db
        .update(users)
        .set({ avatarKey: key, avatarCheckedAt: new Date() })
        .where(and(eq(users.id, row.id), eq(users.avatarKey, old)))
        .returning({ id: users.id });
      if (!updated) {
        if (key) await ctx.storage.remove(AVATAR_AREA, key);
        continue;
      }
      result.avatarsChecked++;
      if (data) await ctx.storage.remove(AVATAR_AREA, old);
      ctx.signIns.changed(row.id);
      if (!key) {
        result.avatarsDropped++;
        log?.warn({ userId: row.id }, 'stored avatar cannot be read; dropped');
      }
    }
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}
