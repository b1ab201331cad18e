/**
 * The back office's KYC queue (issue 30): players with documents waiting for a decision, the
 * oldest waiting upload first; claims (a staff member takes an item for KYC_CLAIM_MINUTES,
 * renewed by each of their decisions, ended when nothing is left to decide or on release) so
 * the others see it as taken; the staff's views of the stored files (each an audit entry); and
 * the staff's decisions, made by `KycService.review` (the same rules, e-mails and status refresh
 * as the operator token's, the audit entry in the decision's transaction) under the claim check.
 */
import {
  backofficeApi,
  buildPath,
  KYC_CLAIM_MINUTES,
  type KycClaim,
  type KycQueueItem,
  type KycStaffDecision,
} from '@casino/contract';
import type { KycDocumentName } from '@casino/rules';
import { and, asc, eq, gt, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/client';
import { kycClaims, kycDocuments, kycFiles, kycRecords, players, staff } from '../db/schema';
import type { AuditService } from './audit';
import { conflict, notFound, says } from './errors';
import { documentStatusAt, type KycFileToServe, type KycService } from './kyc';
import type { StaffCaller } from './staff';

/** At most this many items in one answer of the queue (the oldest). */
const QUEUE_LIMIT = 200;

export interface KycQueueDeps {
  db: Database;
  clock: Clock;
  kyc: Pick<KycService, 'review' | 'fileToServe'>;
  audit: Pick<AuditService, 'append'>;
}

const actorOf = (caller: StaffCaller) =>
  ({ kind: 'staff', id: caller.staffId, role: caller.role, clientAddress: caller.clientAddress }) as const;

type PlayerRow = typeof players.$inferSelect;

export class KycQueueService {
  constructor(private readonly deps: KycQueueDeps) {}

  private get db() {
    return this.deps.db;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  private expiryFrom(now: Date): Date {
    return new Date(now.getTime() + KYC_CLAIM_MINUTES * 60_000);
  }

  // ----- reading --------------------------------------------------------------------------

  /** Players with a current document waiting for a decision, the oldest waiting upload first. */
  async list(caller: StaffCaller): Promise<KycQueueItem[]> {
    const waitingSince = min(kycDocuments.uploadedAt);
    const rows = await this.db
      .select({ recordId: kycDocuments.recordId, waitingSince })
      .from(kycDocuments)
      .where(and(isNull(kycDocuments.supersededAt), eq(kycDocuments.isReviewed, false)))
      .groupBy(kycDocuments.recordId)
      .orderBy(asc(waitingSince), asc(kycDocuments.recordId))
      .limit(QUEUE_LIMIT);
    const items: KycQueueItem[] = [];
    for (const row of rows) {
      const item = await this.itemOfRecord(this.db, row.recordId, caller);
      if (item) items.push(item);
    }
    return items;
  }

  /** One player's item (404 for a player without KYC documents, or unknown). */
  async item(caller: StaffCaller, playerUuid: string): Promise<KycQueueItem> {
    const recordId = await this.recordIdOf(this.db, playerUuid);
    const item = await this.itemOfRecord(this.db, recordId, caller);
    if (!item) throw notFound('There are no KYC documents of this player');
    return item;
  }

  private async recordIdOf(db: Executor, playerUuid: string): Promise<number> {
    const [row] = await db
      .select({ id: kycRecords.id })
      .from(kycRecords)
      .innerJoin(players, eq(players.id, kycRecords.playerId))
      .where(eq(players.uuid, playerUuid));
    if (!row) throw notFound('There are no KYC documents of this player');
    return row.id;
  }

  /** The live claim on a record (one that has not expired on the platform's clock), with its holder's name. */
  private async liveClaim(db: Executor, recordId: number, caller: StaffCaller): Promise<KycClaim | null> {
    const [row] = await db
      .select({ claim: kycClaims, name: staff.name })
      .from(kycClaims)
      .innerJoin(staff, eq(staff.id, kycClaims.staffId))
      .where(and(eq(kycClaims.recordId, recordId), gt(kycClaims.expiresAt, this.now())));
    if (!row) return null;
    return {
      staffId: row.claim.staffId,
      name: row.name,
      since: row.claim.since.toISOString(),
      expiresAt: row.claim.expiresAt.toISOString(),
      mine: row.claim.staffId === caller.staffId,
    };
  }

  private async itemOfRecord(db: Executor, recordId: number, caller: StaffCaller): Promise<KycQueueItem | null> {
    const now = this.now();
    const [row] = await db
      .select({ player: players })
      .from(kycRecords)
      .innerJoin(players, eq(players.id, kycRecords.playerId))
      .where(eq(kycRecords.id, recordId));
    if (!row) return null;
    const documents = await db
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.recordId, recordId), isNull(kycDocuments.supersededAt)))
      .orderBy(asc(kycDocuments.id));
    if (documents.length === 0) return null;
    const files = await db
      .select()
      .from(kycFiles)
      .where(
        inArray(
          kycFiles.documentId,
          documents.map((doc) => doc.id),
        ),
      )
      .orderBy(asc(kycFiles.createdAt));
    const waiting = documents.filter((doc) => !doc.isReviewed).map((doc) => doc.uploadedAt.getTime());
    const order = (name: string) => ['ID', 'ADDRESS', 'ID_WITH_PHOTO'].indexOf(name);
    return {
      player: this.identity(row.player),
      waitingSince: waiting.length > 0 ? new Date(Math.min(...waiting)).toISOString() : null,
      documents: [...documents]
        .sort((a, b) => order(a.name) - order(b.name))
        .map((doc) => ({
          name: doc.name,
          status: documentStatusAt(doc, now),
          uploadedAt: doc.uploadedAt.toISOString(),
          reviewedAt: doc.reviewedAt ? doc.reviewedAt.toISOString() : null,
          rejectionReason: doc.rejected ? doc.rejectionReason : null,
          rejectionFinal: doc.rejected && doc.rejectionFinal,
          files: files
            .filter((file) => file.documentId === doc.id)
            .map((file) => ({
              id: file.id,
              mimeType: file.mimeType,
              size: file.size,
              path: buildPath(backofficeApi.kycFile, { fileId: file.id }),
            })),
        })),
      takenBy: await this.liveClaim(db, recordId, caller),
    };
  }

  private identity(player: PlayerRow): KycQueueItem['player'] {
    return {
      uuid: player.uuid,
      username: player.username,
      email: player.email,
      firstName: player.firstName,
      lastName: player.lastName,
      dateOfBirth: player.dob,
      address: player.address,
      city: player.city,
      country: player.country,
    };
  }

  // ----- claims ---------------------------------------------------------------------------

  /** 409 naming the holder when another staff member holds a live claim on the record. */
  private async assertNotTakenByOther(tx: Executor, recordId: number, caller: StaffCaller): Promise<void> {
    const claim = await this.liveClaim(tx, recordId, caller);
    if (claim && !claim.mine) {
      throw conflict(says('staff.kycTaken', { name: claim.name }), undefined, { reason: 'taken' });
    }
  }

  /** Makes or renews the caller's claim (its `since` kept while it is live). */
  private async claim(tx: Executor, recordId: number, caller: StaffCaller): Promise<void> {
    const now = this.now();
    await tx
      .insert(kycClaims)
      .values({ recordId, staffId: caller.staffId, since: now, expiresAt: this.expiryFrom(now) })
      .onConflictDoUpdate({
        target: kycClaims.recordId,
        set: {
          since: sql`case when ${kycClaims.staffId} = ${caller.staffId} and ${kycClaims.expiresAt} > ${now} then ${kycClaims.since} else ${now} end`,
          staffId: caller.staffId,
          expiresAt: this.expiryFrom(now),
        },
      });
  }

  /** Takes an item: 409 naming the holder when another staff member has it. */
  async take(caller: StaffCaller, playerUuid: string): Promise<KycQueueItem> {
    const recordId = await this.recordIdOf(this.db, playerUuid);
    await this.db.transaction(async (tx) => {
      await tx.select({ id: kycRecords.id }).from(kycRecords).where(eq(kycRecords.id, recordId)).for('update');
      await this.assertNotTakenByOther(tx, recordId, caller);
      await this.claim(tx, recordId, caller);
    });
    return this.item(caller, playerUuid);
  }

  /** Gives the caller's claim back (another's claim stays). */
  async release(caller: StaffCaller, playerUuid: string): Promise<KycQueueItem> {
    const recordId = await this.recordIdOf(this.db, playerUuid);
    await this.db.delete(kycClaims).where(and(eq(kycClaims.recordId, recordId), eq(kycClaims.staffId, caller.staffId)));
    return this.item(caller, playerUuid);
  }

  // ----- files and decisions --------------------------------------------------------------

  /** A stored file for a staff member's viewer; the view is an audit entry (404 when there is none). */
  async viewFile(caller: StaffCaller, fileId: string): Promise<KycFileToServe> {
    const file = await this.deps.kyc.fileToServe(fileId);
    if (!file) throw notFound('File not found');
    const [owner] = await this.db.select({ uuid: players.uuid }).from(players).where(eq(players.id, file.playerId));
    await this.deps.audit.append(actorOf(caller), {
      action: 'kyc.viewDocument',
      targetKind: 'kycDocument',
      targetId: fileId,
      playerUuid: owner?.uuid ?? null,
      after: { document: file.documentName, mimeType: file.mimeType },
    });
    return file;
  }

  /**
   * A staff member's decision on a current document: refused (409) while another holds the item;
   * the caller's claim is renewed, and ends once nothing is left to decide.
   */
  async decide(
    caller: StaffCaller,
    playerUuid: string,
    name: KycDocumentName,
    body: { decision: KycStaffDecision; reason?: string | undefined; final?: boolean | undefined },
  ): Promise<KycQueueItem> {
    await this.deps.kyc.review(
      playerUuid,
      name,
      { decision: body.decision, reason: body.reason, final: body.decision === 'reject' && body.final === true },
      {
        actor: actorOf(caller),
        guard: async (tx, recordId) => {
          await this.assertNotTakenByOther(tx, recordId, caller);
          await this.claim(tx, recordId, caller);
        },
      },
    );
    const item = await this.item(caller, playerUuid);
    if (item.waitingSince !== null) return item;
    // Nothing left to decide: the item leaves the queue and the claim ends.
    return this.release(caller, playerUuid);
  }
}
