import { createHash } from 'node:crypto';
import type {
  AuditAction,
  AuditActorKind,
  AuditEntry,
  AuditPage,
  AuditTargetKind,
  AuditVerification,
  StaffRole,
} from '@casino/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { auditLog, staff } from '../../db/schema';

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);
/** The advisory lock every append takes (inside its transaction): one chain, never forked. */
const CHAIN_LOCK = 30_0008;
const VERIFY_BATCH = 1000;

/** Who did it: a staff member, automation (OPERATOR_TOKEN) or the platform itself. */
export interface AuditActor {
  kind: AuditActorKind;
  /** The staff member's uuid (staff), else null. */
  id: string | null;
  role: StaffRole | null;
  /** The caller's address (request.ip: the one trusted place, TRUST_PROXY). */
  clientAddress: string | null;
}

/** What happened. */
export interface AuditInput {
  action: AuditAction;
  targetKind?: AuditTargetKind | null;
  targetId?: string | null;
  /** The player the entry concerns (the audit of a player lists it). */
  playerUuid?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

type AuditRow = typeof auditLog.$inferSelect;

/** JSON as stored (dates as ISO strings, undefined left out); null stays null. */
const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/** JSON with the keys of every object sorted: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** The fields an entry's hash covers (everything but the hashes themselves). */
function hashedFields(row: Omit<AuditRow, 'hash' | 'prevHash'>) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorKind: row.actorKind,
    actorId: row.actorId,
    actorRole: row.actorRole,
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    playerUuid: row.playerUuid,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    clientAddress: row.clientAddress,
  };
}

/** sha256 (hex) over the previous entry's hash and the canonical JSON of this entry's fields. */
export function entryHash(prevHash: string, row: Omit<AuditRow, 'hash' | 'prevHash'>): string {
  return createHash('sha256')
    .update(prevHash)
    .update(canonicalJson(hashedFields(row)))
    .digest('hex');
}

export interface AuditFilters {
  actorKind?: AuditActorKind;
  actorId?: string;
  playerUuid?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

/**
 * The audit trail (issue 30): append-only (a trigger refuses UPDATE, DELETE and TRUNCATE of
 * audit_log) and hash-chained. Appends take one advisory lock inside their transaction, read the
 * last entry and write the next id and its hash, so concurrent appends queue and never fork the
 * chain. `verify` walks it from the first entry.
 */
export class AuditService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Appends an entry. Given a transaction, the entry commits (or not) with the change it records;
   * without one it commits on its own.
   */
  async append(actor: AuditActor, input: AuditInput, executor?: Executor): Promise<AuditEntry> {
    const write = async (tx: Executor) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
      const [last] = await tx
        .select({ id: auditLog.id, hash: auditLog.hash })
        .from(auditLog)
        .orderBy(desc(auditLog.id))
        .limit(1);
      const fields = {
        id: (last?.id ?? 0) + 1,
        at: this.clock.now(),
        actorKind: actor.kind,
        actorId: actor.id,
        actorRole: actor.role,
        action: input.action,
        targetKind: input.targetKind ?? null,
        targetId: input.targetId ?? null,
        playerUuid: input.playerUuid ?? null,
        before: asJson(input.before),
        after: asJson(input.after),
        reason: input.reason ?? null,
        clientAddress: actor.clientAddress,
      };
      const prevHash = last?.hash ?? GENESIS_HASH;
      const [row] = await tx
        .insert(auditLog)
        .values({ ...fields, prevHash, hash: entryHash(prevHash, fields) })
        .returning();
      if (!row) throw new Error('The audit entry was not written');
      return row;
    };
    // A transaction of the caller's is used as it is (the lock is released at its commit).
    const inside = executor && executor !== this.db ? executor : undefined;
    const row = inside ? await write(inside) : await this.db.transaction(write);
    // Read through the caller's transaction: on PGlite (one connection) another query would wait for it.
    return (await this.toEntries([row], inside ?? this.db))[0] as AuditEntry;
  }

  /** The log, newest first, with filters. */
  async list(filters: AuditFilters, page = 1, limit = 20): Promise<AuditPage> {
    const conditions: SQL[] = [];
    if (filters.actorKind) conditions.push(eq(auditLog.actorKind, filters.actorKind));
    if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
    if (filters.playerUuid) conditions.push(eq(auditLog.playerUuid, filters.playerUuid));
    if (filters.action) conditions.push(eq(auditLog.action, filters.action));
    if (filters.from) conditions.push(gte(auditLog.at, new Date(filters.from)));
    if (filters.to) conditions.push(lt(auditLog.at, new Date(filters.to)));
    return this.page(conditions.length ? and(...conditions) : undefined, page, limit);
  }

  /** What a staff member did, and what was done to their account. */
  staffTrail(staffId: string, page = 1, limit = 20): Promise<AuditPage> {
    return this.page(
      or(eq(auditLog.actorId, staffId), and(eq(auditLog.targetKind, 'staff'), eq(auditLog.targetId, staffId))),
      page,
      limit,
    );
  }

  /** Walks the chain from the first entry: ok, or the first entry whose link or hash is broken. */
  async verify(): Promise<AuditVerification> {
    let prevHash = GENESIS_HASH;
    let expectedId = 1;
    let checked = 0;
    let lastId: number | null = null;
    for (;;) {
      const rows = await this.db
        .select()
        .from(auditLog)
        .where(gt(auditLog.id, lastId ?? 0))
        .orderBy(asc(auditLog.id))
        .limit(VERIFY_BATCH);
      for (const row of rows) {
        const broken = (problem: 'hash' | 'link' | 'gap'): AuditVerification => ({
          ok: false,
          checked,
          lastId,
          broken: { id: row.id, at: row.at.toISOString(), action: row.action, problem },
        });
        if (row.id !== expectedId) return broken('gap');
        if (row.prevHash !== prevHash) return broken('link');
        if (entryHash(row.prevHash, row) !== row.hash) return broken('hash');
        prevHash = row.hash;
        expectedId = row.id + 1;
        lastId = row.id;
        checked += 1;
      }
      if (rows.length < VERIFY_BATCH) return { ok: true, checked, lastId, broken: null };
    }
  }

  private async page(where: SQL | undefined, page: number, limit: number): Promise<AuditPage> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ value: count() }).from(auditLog).where(where),
    ]);
    const totalItems = Number(total?.value ?? 0);
    return {
      entries: await this.toEntries(rows),
      pagination: { page, limit, totalItems, totalPages: Math.ceil(totalItems / limit) },
    };
  }

  private async toEntries(rows: AuditRow[], executor: Executor = this.db): Promise<AuditEntry[]> {
    const staffIds = [
      ...new Set(rows.filter((row) => row.actorKind === 'staff' && row.actorId).map((row) => row.actorId as string)),
    ];
    const names = new Map<string, string>();
    if (staffIds.length) {
      const found = await executor
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(inArray(staff.id, staffIds));
      for (const item of found) names.set(item.id, item.name);
    }
    return rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorKind: row.actorKind,
      actorId: row.actorId,
      actorName: row.actorId ? (names.get(row.actorId) ?? null) : null,
      actorRole: row.actorRole as StaffRole | null,
      action: row.action as AuditAction,
      targetKind: row.targetKind as AuditTargetKind | null,
      targetId: row.targetId,
      playerUuid: row.playerUuid,
      before: row.before ?? null,
      after: row.after ?? null,
      reason: row.reason,
      clientAddress: row.clientAddress,
      prevHash: row.prevHash,
      hash: row.hash,
    }));
  }
}
