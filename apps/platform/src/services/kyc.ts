/**
 * KYC: the player's three identity documents (spec points 3, 4, 5), the operator's review, and
 * the stored files.
 *
 * - Files are checked by content (magic bytes, `file-type`), never by name or declared type, and
 *   stored under DATA_DIR/uploads/kyc/<player uuid>/ with server-made names. They are served only
 *   through GET /api/kyc/files/:fileId (owner, operator, or a signed link made for the owner).
 * - A document's status follows @casino/rules `kycDocumentStatus`: pending until reviewed, then
 *   rejected, expired (by the operator or once its expiry time has passed) or approved.
 * - The player's `kycStatus` follows the record: null (nothing submitted), pending, rejected (a
 *   document must be replaced), expired (likewise) or approved (all three approved). It is
 *   brought up to date on every KYC write and read: `refreshKycStatus` does it for anyone else.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  buildPath,
  KYC_DOCUMENT_TEXTS,
  kycApi,
  profileTabLink,
  type KycDecision,
  type KycRecord,
  type KycReviewItem,
} from '@casino/contract';
import { textLanguageOf } from '@casino/contract/texts';
import {
  ALL_FILES_REQUIRED_MESSAGE,
  INVALID_KYC_FILE_TYPE_MESSAGE,
  KYC_APPROVAL_FLAGS,
  KYC_FILE_SIZE_MESSAGE,
  maxLengthMessage,
  NO_FILE_SELECTED_MESSAGE,
  REQUIRED_MESSAGE,
  validateKycFile,
  type KycDocumentName,
} from '@casino/rules';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { KYC_DOCUMENT_NAMES, kycDocuments, kycFiles, kycRecords, players } from '../db/schema';
import type { AuditActor, AuditService } from './audit';
import { conflict, invalid, notFound, says } from './errors';
import { composeMail, mailText, type MailFromCodes, type Mailer } from './mail';
import type { PlayerChanges } from './players/detailsCache';

export type KycStatusValue = 'pending' | 'approved' | 'rejected' | 'expired';

/** Types a KYC file may have, found in its content; the extension of the stored name. */
const STORED_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** A signed file link works for one to two hours (rounded to the hour, so repeated answers give the same links). */
const LINK_LIFETIME_SECONDS = 3600;

export const KYC_ALREADY_SUBMITTED_MESSAGE = says('kyc.alreadySubmitted');
export const KYC_NOT_REPLACEABLE_MESSAGE = says('kyc.notReplaceable');
export const KYC_NO_DOCUMENT_MESSAGE = says('kyc.noDocumentToUpdate');
export const KYC_REJECTED_FINAL_MESSAGE = says('kyc.rejectedFinal');
export const KYC_REASON_MAX_LENGTH = 500;
export const KYC_FUTURE_EXPIRY_MESSAGE = 'must be a future date';

/** An uploaded file as the route read it: the bytes (at most the limit) and whether it was larger. */
export interface UploadedFile {
  buffer: Buffer;
  /** Bytes received (more than the buffer holds when the file was over the limit). */
  size: number;
  overLimit: boolean;
}

/** A file checked by content and ready to store. */
interface CheckedFile {
  name: KycDocumentName;
  buffer: Buffer;
  mimeType: string;
  extension: string;
}

type DocumentRow = typeof kycDocuments.$inferSelect;
type FileRow = typeof kycFiles.$inferSelect;

export interface KycFileToServe {
  absolutePath: string;
  mimeType: string;
  size: number;
  playerId: number;
  documentName: KycDocumentName;
}

const isExpiredAt = (doc: DocumentRow, now: Date) =>
  doc.expired || (doc.expiryTime !== null && doc.expiryTime.getTime() <= now.getTime());

/** Whether a current document counts as approved now (approved, not rejected, not expired). */
const isApprovedAt = (doc: DocumentRow, now: Date) =>
  doc.isReviewed && doc.approved && !doc.rejected && !isExpiredAt(doc, now);

/** Where one document stands now: pending (not reviewed), rejected, expired or approved. */
export function documentStatusAt(doc: DocumentRow, now: Date): KycStatusValue {
  if (!doc.isReviewed) return 'pending';
  if (doc.rejected) return 'rejected';
  if (isExpiredAt(doc, now)) return 'expired';
  return doc.approved ? 'approved' : 'pending';
}

/** The player's overall KYC state from the current documents (null: nothing submitted). */
export function kycStatusOf(current: DocumentRow[], now = new Date()): KycStatusValue | null {
  if (current.length === 0) return null;
  if (current.some((doc) => doc.isReviewed && doc.rejected)) return 'rejected';
  if (current.some((doc) => doc.isReviewed && isExpiredAt(doc, now))) return 'expired';
  const approved = KYC_DOCUMENT_NAMES.every((name) =>
    current.some((doc) => doc.name === name && isApprovedAt(doc, now)),
  );
  return approved ? 'approved' : 'pending';
}

/** What the KYC service works with. */
export interface KycDeps {
  db: Database;
  config: Pick<Config, 'jwtSecret' | 'dataDir' | 'publicUrl'>;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Told when a player's kycStatus changed (it is in the player's details), after the commit. */
  playerChanges: PlayerChanges;
  /** The audit trail: every decision is an entry, in the decision's transaction. */
  audit: Pick<AuditService, 'append'>;
}

/** Who decides a review, and what else must hold in its transaction. */
export interface KycReviewer {
  /** The audit entry's actor: a staff member, or automation (the operator token). */
  actor: AuditActor;
  /**
   * Run in the decision's transaction once the record is locked, before the change (the back
   * office's claim check): throwing refuses the decision.
   */
  guard?: (tx: Executor, recordId: number) => Promise<void>;
}

/** A document as the audit shows it (no file links: a signed link must not outlive its hour in the trail). */
const auditDocument = (document: KycRecord['documents'][number] | undefined) => {
  if (!document) return null;
  const { files, ...rest } = document;
  return { ...rest, files: files.length };
};

export class KycService {
  private readonly linkKey: Buffer;
  private readonly root: string;
  /** True when the root is a temporary folder of this service (removed by `close`). */
  private readonly temporaryRoot: boolean;

  constructor(private readonly deps: KycDeps) {
    this.linkKey = createHmac('sha256', deps.config.jwtSecret).update('kyc-file-links').digest();
    this.temporaryRoot = deps.config.dataDir === 'memory://';
    this.root = KycService.makeRoot(deps.config.dataDir);
  }

  private get db() {
    return this.deps.db;
  }

  /**
   * Folder of the stored files: DATA_DIR/uploads/kyc, or a temporary folder (removed by `close`,
   * when the platform closes) when the database lives in memory. Made when the service is.
   */
  uploadRoot(): string {
    return this.root;
  }

  /** Removes the temporary folder of an in-memory platform's files (nothing else is touched). */
  close(): void {
    if (this.temporaryRoot) rmSync(this.root, { recursive: true, force: true });
  }

  private static makeRoot(dataDir: string): string {
    if (dataDir === 'memory://') return mkdtempSync(path.join(os.tmpdir(), 'casino-kyc-'));
    const folder = path.join(dataDir, 'uploads', 'kyc');
    mkdirSync(folder, { recursive: true });
    return folder;
  }

  // ----- signed links ---------------------------------------------------------------------

  private signature(fileId: string, expires: number): string {
    return createHmac('sha256', this.linkKey).update(`${fileId}:${expires}`).digest('base64url');
  }

  /** The filePath of a stored file: its route with a signature valid one to two hours. */
  fileLink(fileId: string, now = new Date()): string {
    const hour = Math.ceil(now.getTime() / 1000 / LINK_LIFETIME_SECONDS) * LINK_LIFETIME_SECONDS;
    const expires = hour + LINK_LIFETIME_SECONDS;
    return buildPath(kycApi.getFile, { fileId }, { expires, signature: this.signature(fileId, expires) });
  }

  /** Whether a link's signature is the platform's and has not expired. */
  verifyLink(fileId: string, expires: number | undefined, signature: string | undefined, now = new Date()): boolean {
    if (expires === undefined || !signature) return false;
    if (expires * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.signature(fileId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  // ----- reading --------------------------------------------------------------------------

  private async recordOf(db: Executor, playerId: number) {
    const [record] = await db.select().from(kycRecords).where(eq(kycRecords.playerId, playerId));
    return record;
  }

  private async documentsOf(db: Executor, recordId: number, latestOnly: boolean): Promise<DocumentRow[]> {
    return db
      .select()
      .from(kycDocuments)
      .where(
        latestOnly
          ? and(eq(kycDocuments.recordId, recordId), isNull(kycDocuments.supersededAt))
          : eq(kycDocuments.recordId, recordId),
      )
      .orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id));
  }

  private async filesOf(db: Executor, documentIds: number[]): Promise<FileRow[]> {
    if (documentIds.length === 0) return [];
    return db.select().from(kycFiles).where(inArray(kycFiles.documentId, documentIds)).orderBy(asc(kycFiles.createdAt));
  }

  /** The API view of a record: documents (current ones, or every one), flags from the current ones. */
  private view(documents: DocumentRow[], files: FileRow[], now: Date): KycRecord {
    const current = documents.filter((doc) => doc.supersededAt === null);
    const flag = (name: KycDocumentName) => current.some((doc) => doc.name === name && isApprovedAt(doc, now));
    const order = (name: KycDocumentName) => KYC_DOCUMENT_NAMES.indexOf(name);
    const sorted = [...documents].sort(
      (a, b) =>
        order(a.name) - order(b.name) ||
        Number(a.supersededAt !== null) - Number(b.supersededAt !== null) ||
        b.uploadedAt.getTime() - a.uploadedAt.getTime(),
    );
    const record: KycRecord = {
      approved: false,
      idApproved: flag('ID'),
      addressApproved: flag('ADDRESS'),
      photoWithIdApproved: flag('ID_WITH_PHOTO'),
      documents: sorted.map((doc) => ({
        name: doc.name,
        isReviewed: doc.isReviewed,
        rejected: doc.rejected,
        rejectionReason: doc.rejected ? doc.rejectionReason : null,
        rejectionFinal: doc.rejected && doc.rejectionFinal,
        isExpired: isExpiredAt(doc, now),
        expiryTime: doc.expiryTime ? doc.expiryTime.toISOString() : null,
        files: files
          .filter((file) => file.documentId === doc.id)
          .map((file) => ({ filePath: this.fileLink(file.id, now), mimeType: file.mimeType })),
      })),
    };
    record.approved = KYC_DOCUMENT_NAMES.every((name) => record[KYC_APPROVAL_FLAGS[name]]);
    return record;
  }

  /**
   * Brings the player's kycStatus (and the record's approval time) up to date with the current
   * documents; answers the status, and whether the player's kycStatus changed (then the caller
   * tells `playerChanges` once the change has committed). Call it inside the transaction that
   * changed the documents; outside one, `syncStatusNow`.
   */
  private async syncStatus(
    db: Executor,
    playerId: number,
    now: Date,
  ): Promise<{ status: KycStatusValue | null; becameApproved: boolean; statusChanged: boolean }> {
    const record = await this.recordOf(db, playerId);
    const current = record ? await this.documentsOf(db, record.id, true) : [];
    const status = kycStatusOf(current, now);
    const changed = await db
      .update(players)
      .set({ kycStatus: status })
      .where(and(eq(players.id, playerId), sql`${players.kycStatus} is distinct from ${status}`))
      .returning({ id: players.id });
    let becameApproved = false;
    if (record) {
      if (status === 'approved' && !record.approvedAt) {
        const changed = await db
          .update(kycRecords)
          .set({ approvedAt: now })
          .where(and(eq(kycRecords.id, record.id), isNull(kycRecords.approvedAt)))
          .returning({ id: kycRecords.id });
        becameApproved = changed.length > 0;
      } else if (status !== 'approved' && record.approvedAt) {
        await db.update(kycRecords).set({ approvedAt: null }).where(eq(kycRecords.id, record.id));
      }
    }
    return { status, becameApproved, statusChanged: changed.length > 0 };
  }

  /** `syncStatus` in a statement of its own (no transaction): a changed kycStatus is told at once. */
  private async syncStatusNow(playerId: number, now: Date): Promise<KycStatusValue | null> {
    const sync = await this.syncStatus(this.db, playerId, now);
    if (sync.statusChanged) await this.deps.playerChanges.changed(playerId);
    return sync.status;
  }

  /** Re-reads the documents and fixes the player's kycStatus (e.g. after a document expired by time). */
  async refreshKycStatus(playerId: number): Promise<KycStatusValue | null> {
    return this.syncStatusNow(playerId, new Date());
  }

  /** The player's KYC record as GET /api/kyc/kyc-expiration-status answers it. */
  async getRecord(playerId: number, options: { latestOnly?: boolean } = {}): Promise<KycRecord> {
    const now = new Date();
    await this.syncStatusNow(playerId, now);
    return this.recordView(this.db, playerId, options.latestOnly ?? true, now);
  }

  private async recordView(db: Executor, playerId: number, latestOnly: boolean, now: Date): Promise<KycRecord> {
    const record = await this.recordOf(db, playerId);
    if (!record) return this.view([], [], now);
    const documents = await this.documentsOf(db, record.id, latestOnly);
    const files = await this.filesOf(
      db,
      documents.map((doc) => doc.id),
    );
    return this.view(documents, files, now);
  }

  // ----- uploads --------------------------------------------------------------------------

  /** Checks a file by its content: the rules' message (400) unless it is a JPEG, PNG or PDF within the limit. */
  private async check(field: string, name: KycDocumentName, file: UploadedFile): Promise<CheckedFile> {
    const fail = (message: string) => invalid(message, { [field]: message });
    // An over-limit file is not read to its end: its size decides.
    if (file.overLimit) throw fail(KYC_FILE_SIZE_MESSAGE);
    const detected = await fileTypeFromBuffer(file.buffer);
    const extension = detected ? STORED_TYPES[detected.mime] : undefined;
    const error = validateKycFile({
      type: detected && extension ? detected.mime : 'application/octet-stream',
      size: file.size,
    });
    if (error || !extension || !detected) throw fail(error ?? INVALID_KYC_FILE_TYPE_MESSAGE);
    return { name, buffer: file.buffer, mimeType: detected.mime, extension };
  }

  /** Writes the files under the player's folder; answers their rows to insert (and removes them on failure). */
  private async store(playerUuid: string, checked: CheckedFile[]) {
    const folder = path.join(this.uploadRoot(), playerUuid);
    await mkdir(folder, { recursive: true });
    const written: { name: KycDocumentName; storageKey: string; mimeType: string; size: number }[] = [];
    try {
      for (const file of checked) {
        const storageKey = `${playerUuid}/${randomUUID()}.${file.extension}`;
        await writeFile(path.join(this.uploadRoot(), storageKey), file.buffer, { flag: 'wx', mode: 0o600 });
        written.push({ name: file.name, storageKey, mimeType: file.mimeType, size: file.buffer.length });
      }
    } catch (error) {
      await this.remove(written.map((file) => file.storageKey));
      throw error;
    }
    return written;
  }

  private async remove(storageKeys: string[]) {
    await Promise.all(storageKeys.map((key) => unlink(path.join(this.uploadRoot(), key)).catch(() => undefined)));
  }

  /**
   * The first submission: one file for each of ID, ADDRESS and ID_WITH_PHOTO ('All files
   * required'). Refused (409) once the record has documents.
   */
  async submit(
    player: { playerId: number; playerUuid: string },
    upload: Partial<Record<string, UploadedFile>>,
  ): Promise<KycRecord> {
    const missing = KYC_DOCUMENT_NAMES.filter((name) => !upload[name]);
    if (missing.length > 0) {
      throw invalid(
        ALL_FILES_REQUIRED_MESSAGE,
        Object.fromEntries(missing.map((name) => [name, ALL_FILES_REQUIRED_MESSAGE])),
      );
    }
    const existing = await this.recordOf(this.db, player.playerId);
    if (existing && (await this.documentsOf(this.db, existing.id, true)).length > 0) {
      throw conflict(KYC_ALREADY_SUBMITTED_MESSAGE);
    }
    const checked: CheckedFile[] = [];
    for (const name of KYC_DOCUMENT_NAMES) {
      const file = upload[name];
      if (file) checked.push(await this.check(name, name, file));
    }

    const stored = await this.store(player.playerUuid, checked);
    const now = new Date();
    let outcome: { sync: { statusChanged: boolean }; record: KycRecord };
    try {
      outcome = await this.db.transaction(async (tx) => {
        await tx
          .insert(kycRecords)
          .values({ playerId: player.playerId, submittedAt: now })
          .onConflictDoNothing({ target: kycRecords.playerId });
        const [record] = await tx
          .select()
          .from(kycRecords)
          .where(eq(kycRecords.playerId, player.playerId))
          .for('update');
        if (!record) throw new Error('KYC record was not created');
        if ((await this.documentsOf(tx, record.id, true)).length > 0) throw conflict(KYC_ALREADY_SUBMITTED_MESSAGE);
        await tx.update(kycRecords).set({ submittedAt: now, approvedAt: null }).where(eq(kycRecords.id, record.id));
        for (const file of stored) {
          const [doc] = await tx
            .insert(kycDocuments)
            .values({ recordId: record.id, name: file.name, uploadedAt: now })
            .returning({ id: kycDocuments.id });
          if (!doc) throw new Error('KYC document was not created');
          await tx.insert(kycFiles).values({
            documentId: doc.id,
            playerId: player.playerId,
            storageKey: file.storageKey,
            mimeType: file.mimeType,
            size: file.size,
          });
        }
        const sync = await this.syncStatus(tx, player.playerId, now);
        return { sync, record: await this.recordView(tx, player.playerId, true, now) };
      });
    } catch (error) {
      await this.remove(stored.map((file) => file.storageKey));
      throw error;
    }
    if (outcome.sync.statusChanged) await this.deps.playerChanges.changed(player.playerId);
    return outcome.record;
  }

  /** Replaces a rejected or expired document (409 otherwise); the new one awaits review. */
  async replace(
    player: { playerId: number; playerUuid: string },
    name: KycDocumentName,
    file: UploadedFile | undefined,
  ): Promise<KycRecord> {
    if (!file) throw invalid(NO_FILE_SELECTED_MESSAGE, { document: NO_FILE_SELECTED_MESSAGE });
    const now = new Date();
    const replaceable = async (db: Executor) => {
      const record = await this.recordOf(db, player.playerId);
      const current = record
        ? (await this.documentsOf(db, record.id, true)).find((doc) => doc.name === name)
        : undefined;
      if (!record || !current) throw conflict(KYC_NO_DOCUMENT_MESSAGE);
      // A final rejection is never replaced (the player is told so on the site).
      if (current.isReviewed && current.rejected && current.rejectionFinal) throw conflict(KYC_REJECTED_FINAL_MESSAGE);
      const replaceableNow = current.isReviewed && (current.rejected || isExpiredAt(current, now));
      if (!replaceableNow) throw conflict(KYC_NOT_REPLACEABLE_MESSAGE);
      return { record, current };
    };
    await replaceable(this.db);
    const checked = await this.check('document', name, file);
    const stored = await this.store(player.playerUuid, [checked]);
    let outcome: { sync: { statusChanged: boolean }; record: KycRecord };
    try {
      outcome = await this.db.transaction(async (tx) => {
        await tx
          .select({ id: kycRecords.id })
          .from(kycRecords)
          .where(eq(kycRecords.playerId, player.playerId))
          .for('update');
        const { record, current } = await replaceable(tx);
        await tx.update(kycDocuments).set({ supersededAt: now }).where(eq(kycDocuments.id, current.id));
        const [doc] = await tx
          .insert(kycDocuments)
          .values({ recordId: record.id, name, uploadedAt: now })
          .returning({ id: kycDocuments.id });
        if (!doc) throw new Error('KYC document was not created');
        for (const item of stored) {
          await tx.insert(kycFiles).values({
            documentId: doc.id,
            playerId: player.playerId,
            storageKey: item.storageKey,
            mimeType: item.mimeType,
            size: item.size,
          });
        }
        await tx.update(kycRecords).set({ submittedAt: now }).where(eq(kycRecords.id, record.id));
        const sync = await this.syncStatus(tx, player.playerId, now);
        return { sync, record: await this.recordView(tx, player.playerId, true, now) };
      });
    } catch (error) {
      await this.remove(stored.map((item) => item.storageKey));
      throw error;
    }
    if (outcome.sync.statusChanged) await this.deps.playerChanges.changed(player.playerId);
    return outcome.record;
  }

  // ----- files ----------------------------------------------------------------------------

  /** A stored file and its owner; undefined when there is none (or it left the disk). */
  async fileToServe(fileId: string): Promise<KycFileToServe | undefined> {
    const [row] = await this.db
      .select({ file: kycFiles, documentName: kycDocuments.name })
      .from(kycFiles)
      .innerJoin(kycDocuments, eq(kycDocuments.id, kycFiles.documentId))
      .where(eq(kycFiles.id, fileId));
    if (!row) return undefined;
    const absolutePath = path.join(this.uploadRoot(), row.file.storageKey);
    const info = await stat(absolutePath).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return {
      absolutePath,
      mimeType: row.file.mimeType,
      size: info.size,
      playerId: row.file.playerId,
      documentName: row.documentName,
    };
  }

  // ----- operator -------------------------------------------------------------------------

  /** Records for review, oldest submission first: pending (a current document not reviewed) or all. */
  async listReviews(status: 'pending' | 'all' = 'pending'): Promise<KycReviewItem[]> {
    const now = new Date();
    const awaiting = sql`exists (select 1 from ${kycDocuments} where ${kycDocuments.recordId} = ${kycRecords.id} and ${kycDocuments.supersededAt} is null and ${kycDocuments.isReviewed} = false)`;
    const rows = await this.db
      .select({ record: kycRecords, player: players })
      .from(kycRecords)
      .innerJoin(players, eq(players.id, kycRecords.playerId))
      .where(status === 'pending' ? awaiting : undefined)
      .orderBy(asc(kycRecords.submittedAt), asc(kycRecords.id));
    const items: KycReviewItem[] = [];
    for (const { record, player } of rows) {
      await this.syncStatusNow(player.id, now);
      const documents = await this.documentsOf(this.db, record.id, true);
      if (documents.length === 0) continue;
      const files = await this.filesOf(
        this.db,
        documents.map((doc) => doc.id),
      );
      items.push({
        player: {
          uuid: player.uuid,
          username: player.username,
          email: player.email,
          firstName: player.firstName,
          lastName: player.lastName,
        },
        record: this.view(documents, files, now),
        submittedAt: record.submittedAt.toISOString(),
      });
    }
    return items;
  }

  /**
   * A decision on a player's current document of a type, by a staff member (the back office's
   * queue) or automation (the operator token): approve (optional expiryTime in the future),
   * reject (reason required, shown to the player; `final`: the player may not upload it again)
   * or expire (now). The decision and its audit entry (`kyc.review`, before and after) commit
   * together. The player is told by e-mail when the record becomes verified, and when a document
   * is rejected or expired.
   */
  async review(
    playerUuid: string,
    name: KycDocumentName,
    decision: {
      decision: KycDecision;
      reason?: string | undefined;
      expiryTime?: string | undefined;
      final?: boolean | undefined;
    },
    reviewer: KycReviewer,
  ): Promise<KycRecord> {
    const now = new Date();
    const reason = decision.reason?.trim() ?? '';
    if (decision.decision === 'reject') {
      if (!reason) throw invalid(REQUIRED_MESSAGE, { reason: REQUIRED_MESSAGE });
      if (reason.length > KYC_REASON_MAX_LENGTH) {
        const message = maxLengthMessage(KYC_REASON_MAX_LENGTH);
        throw invalid(message, { reason: message });
      }
    }
    let expiryTime: Date | null = null;
    if (decision.decision === 'approve' && decision.expiryTime) {
      expiryTime = new Date(decision.expiryTime);
      if (Number.isNaN(expiryTime.getTime()) || expiryTime.getTime() <= now.getTime()) {
        throw invalid(KYC_FUTURE_EXPIRY_MESSAGE, { expiryTime: KYC_FUTURE_EXPIRY_MESSAGE });
      }
    }
    const [player] = await this.db.select().from(players).where(eq(players.uuid, playerUuid));
    if (!player) throw notFound('Player not found');

    const outcome = await this.db.transaction(async (tx) => {
      const [record] = await tx.select().from(kycRecords).where(eq(kycRecords.playerId, player.id)).for('update');
      const current = record
        ? (await this.documentsOf(tx, record.id, true)).find((doc) => doc.name === name)
        : undefined;
      if (!record || !current) throw notFound('Document not found');
      await reviewer.guard?.(tx, record.id);
      const documentOf = (view: KycRecord) => view.documents.find((document) => document.name === name);
      const before = documentOf(await this.recordView(tx, player.id, true, now));
      const base = {
        isReviewed: true,
        reviewedAt: now,
        reviewedBy: reviewer.actor.kind === 'staff' ? reviewer.actor.id : null,
        rejectionFinal: false,
      };
      const changes =
        decision.decision === 'approve'
          ? { ...base, approved: true, rejected: false, rejectionReason: null, expired: false, expiryTime }
          : decision.decision === 'reject'
            ? {
                ...base,
                approved: false,
                rejected: true,
                rejectionReason: reason,
                rejectionFinal: decision.final === true,
                expired: false,
              }
            : {
                ...base,
                approved: false,
                rejected: false,
                rejectionReason: null,
                expired: true,
                expiryTime: current.expiryTime && current.expiryTime < now ? current.expiryTime : now,
              };
      await tx.update(kycDocuments).set(changes).where(eq(kycDocuments.id, current.id));
      const sync = await this.syncStatus(tx, player.id, now);
      const after = await this.recordView(tx, player.id, true, now);
      await this.deps.audit.append(
        reviewer.actor,
        {
          action: 'kyc.review',
          targetKind: 'kycDocument',
          targetId: `${player.uuid}/${name}`,
          playerUuid: player.uuid,
          before: auditDocument(before),
          after: {
            decision: decision.decision,
            final: changes.rejectionFinal,
            document: auditDocument(documentOf(after)),
            kycApproved: after.approved,
          },
          reason: reason || null,
        },
        tx,
      );
      return { sync, record: after };
    });
    if (outcome.sync.statusChanged) await this.deps.playerChanges.changed(player.id);

    await this.notify(player, name, decision.decision, reason, outcome.sync.becameApproved, decision.final === true);
    return outcome.record;
  }

  private async notify(
    player: typeof players.$inferSelect,
    name: KycDocumentName,
    decision: KycDecision,
    reason: string,
    becameApproved: boolean,
    final = false,
  ): Promise<void> {
    const language = textLanguageOf(player.locale);
    const document = mailText(language, KYC_DOCUMENT_TEXTS[name].title);
    const kinds = KYC_DOCUMENT_TEXTS[name].kinds.map((kind) => mailText(language, kind)).join(', ');
    let message: Pick<MailFromCodes, 'subject' | 'paragraphs'> | undefined;
    if (decision === 'approve' && becameApproved) {
      message = {
        subject: 'mail.kycVerified.subject',
        paragraphs: ['mail.kycVerified.paragraph1', 'mail.kycVerified.paragraph2'],
      };
    } else if (decision === 'reject') {
      message = {
        subject: ['mail.kycRejected.subject', { document }],
        paragraphs: [
          ['mail.kycRejected.paragraph', { document, kinds, reason }],
          final ? 'mail.kyc.rejectedFinal' : 'mail.kyc.uploadAgain',
        ],
      };
    } else if (decision === 'expire') {
      message = {
        subject: ['mail.kycExpired.subject', { document }],
        paragraphs: [['mail.kycExpired.paragraph', { document, kinds }], 'mail.kyc.uploadAgain'],
      };
    }
    if (!message) return;
    try {
      await this.deps.mailer.send(
        {
          to: player.email,
          ...composeMail(language, {
            ...message,
            greeting: ['mail.greeting', { firstName: player.firstName }],
            action: {
              label: 'mail.kyc.action',
              url: `${this.deps.config.publicUrl}${profileTabLink('verification')}`,
            },
            notes: ['mail.kyc.note'],
          }),
        },
        { background: true },
      );
    } catch (error) {
      // The decision is saved; a mail failure must not turn it into an error.
      this.deps.log.error({ err: error }, 'KYC notice not sent');
    }
  }
}
