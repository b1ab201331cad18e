import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  type AuditAction,
  BACKOFFICE_LINKS,
  roleCan,
  STAFF_ROLE_PERMISSIONS,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SET_UP_HOURS,
  STAFF_SIGN_IN_TICKET_MINUTES,
  type StaffMember,
  type StaffPermission,
  type StaffRole,
  type StaffSelf,
  type StaffSession,
  type StaffSetUpInfo,
  type StaffSetUpLink,
  type StaffSignInStepResult,
} from '@casino/contract';
import { resetPasswordSchema, validateValues } from '@casino/rules';
import { verify as verifyPassword } from '@node-rs/argon2';
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { staff, staffInvites, staffSessions } from '../../db/schema';
import type { AuditActor, AuditService } from '../audit';
import {
  conflict,
  DomainError,
  english,
  invalid,
  notFound,
  refused,
  type Said,
  says,
  unauthenticated,
  wrongAnswer,
} from '../errors';
import { composeEmail, type Mailer } from '../mail';
import { hashPassword, isUniqueViolation, normaliseEmail, PLAYER_MESSAGES } from '../players/common';
import { hashToken, newOpaqueToken } from '../sessions';
import { openTotpSecret, sealTotpSecret, totpSecretKey } from '../twoFactor';

/** Staff-facing messages: codes of the text catalogue. */
export const STAFF_MESSAGES = {
  invalidCredentials: says('staff.invalidCredentials'),
  locked: says('staff.locked'),
  ticketInvalid: says('staff.ticketInvalid'),
  sessionRequired: says('staff.sessionRequired'),
  csrfMissing: says('staff.csrfMissing'),
  permissionMissing: says('staff.permissionMissing'),
  setUpLinkInvalid: says('staff.setUpLinkInvalid'),
  setUpDone: says('staff.setUpDone'),
  emailTaken: says('staff.emailTaken'),
  notFound: says('staff.notFound'),
  ownAccount: says('staff.ownAccount'),
  alreadyInactive: says('staff.alreadyInactive'),
  alreadyActive: says('staff.alreadyActive'),
  signedOut: says('staff.signedOut'),
  sessionEnded: says('staff.sessionEnded'),
  sessionNotFound: says('staff.sessionNotFound'),
  codeWrong: says('twoFactor.codeWrong'),
} as const satisfies Record<string, Said>;

/** The name authenticator apps show beside a staff account. */
export const STAFF_TOTP_ISSUER = 'Casino back office';
/** Wrong passwords or codes in a row that lock a staff account, and for how long. */
export const STAFF_LOCKOUT = { failures: 10, minutes: 15 } as const;
const MINUTE = 60_000;
const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * MINUTE;
const ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_HOURS * 60 * MINUTE;
/** A session's last use is written at most this often. */
const LAST_SEEN_WRITE_MS = 5_000;
const TOTP_TOLERANCE_SECONDS = 30;

type StaffRow = typeof staff.$inferSelect;

/** The signed-in staff member of a back-office call (checked by the registrar). */
export interface StaffCaller {
  staffId: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
  csrfToken: string;
  /** request.ip: the one trusted client address (TRUST_PROXY). */
  clientAddress: string | null;
}

/** Where a staff call comes from. */
export interface StaffClient {
  ip: string | null;
  userAgent: string | null;
}

/** What the registrar checks of a call before its body is read. */
export interface StaffCheck {
  /** The session cookie's token. */
  token: string | undefined;
  /** The x-csrf-token header; required (equal to the session's) when `unsafe`. */
  csrfToken: string | undefined;
  /** A call that may change something (not GET or HEAD). */
  unsafe: boolean;
  permission: StaffPermission | undefined;
  clientAddress: string | null;
}

interface TicketPayload {
  /** Staff id. */
  s: string;
  /** E-mail (the throttle's key of the code step). */
  e: string;
  /** Good until (ms). */
  x: number;
  /** Fingerprint of the TOTP secret the ticket was made with: a later sign-in's enrolment voids it. */
  k: string;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const fingerprint = (value: string | null) =>
  createHash('sha256')
    .update(value ?? '')
    .digest('base64url')
    .slice(0, 16);

/**
 * The operator's staff (issue 30): accounts made by an admin (or the CLI) with a one-time set-up
 * link, a two-step sign-in (password, then TOTP; the first sign-in enrols the authenticator),
 * sessions kept in the database (15 minutes idle, 12 hours absolute) with a CSRF token each, roles
 * and their permission matrix. Every change is an audit entry, in the change's transaction.
 */
export class StaffService {
  private readonly totpKey: Buffer;
  private readonly ticketKey: Buffer;
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      jwtSecret: string;
      publicUrl: string;
      mailer: Mailer;
      audit: AuditService;
    },
  ) {
    this.totpKey = totpSecretKey(deps.jwtSecret);
    this.ticketKey = Buffer.from(hkdfSync('sha256', deps.jwtSecret, 'casino-staff', 'sign-in-ticket', 32));
  }

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.now();
  }

  /** The audit actor of a signed-in staff member's call. */
  actorOf(caller: StaffCaller): AuditActor {
    return { kind: 'staff', id: caller.staffId, role: caller.role, clientAddress: caller.clientAddress };
  }

  // ---- Accounts ------------------------------------------------------------------------------

  /**
   * Makes a staff member and a set-up link (72 hours, once), mailed to them: an admin's
   * invitation (`staff.invite`) or the CLI's (`staff.create`, automation).
   */
  async create(
    actor: AuditActor,
    input: { email: string; role: StaffRole; name?: string },
    action: Extract<AuditAction, 'staff.create' | 'staff.invite'>,
  ): Promise<StaffSetUpLink> {
    const email = normaliseEmail(input.email);
    const name = input.name?.trim() || email.split('@')[0] || email;
    const token = newOpaqueToken();
    const expiresAt = new Date(this.now().getTime() + STAFF_SET_UP_HOURS * 60 * MINUTE);
    const taken = () => conflict(STAFF_MESSAGES.emailTaken, { email: english(STAFF_MESSAGES.emailTaken) });
    let row: StaffRow;
    try {
      row = await this.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(eq(sql`lower(${staff.email})`, email));
        if (existing) throw taken();
        const now = this.now();
        const [created] = await tx
          .insert(staff)
          .values({ email, name, role: input.role, createdAt: now, updatedAt: now })
          .returning();
        if (!created) throw new Error('The staff member was not created');
        await tx.insert(staffInvites).values({
          tokenHash: hashToken(token),
          staffId: created.id,
          email,
          role: input.role,
          expiresAt,
          createdAt: now,
        });
        await this.deps.audit.append(
          actor,
          { action, targetKind: 'staff', targetId: created.id, before: null, after: this.auditView(created) },
          tx,
        );
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    const setUpLink = `${this.deps.publicUrl.replace(/\/+$/, '')}${BACKOFFICE_LINKS.base}${BACKOFFICE_LINKS.setUp}?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send(
      {
        to: email,
        subject: 'Your Casino back-office account',
        ...composeEmail({
          greeting: `Hello ${name},`,
          paragraphs: [
            `You have a back-office account with the role ${input.role}. Choose your password with the link below: it works once, for ${STAFF_SET_UP_HOURS} hours.`,
            'At your first sign-in you set up two-factor sign-in with an authenticator app.',
          ],
          action: { label: 'Set up your account', url: setUpLink },
          notes: ['If you did not expect this e-mail, tell your admin and do not use the link.'],
        }),
      },
      { background: true },
    );
    return { staff: this.toMember(row), setUpLink, expiresAt: expiresAt.toISOString() };
  }

  /** What a set-up link is for. */
  async setUpInfo(token: string): Promise<StaffSetUpInfo> {
    const [row] = await this.db
      .select({ email: staff.email, name: staff.name, role: staffInvites.role, expiresAt: staffInvites.expiresAt })
      .from(staffInvites)
      .innerJoin(staff, eq(staff.id, staffInvites.staffId))
      .where(this.openInvite(token));
    if (!row) throw invalid(STAFF_MESSAGES.setUpLinkInvalid);
    return { email: row.email, name: row.name, role: row.role, expiresAt: row.expiresAt.toISOString() };
  }

  /** Uses a set-up link: the password is set; the next sign-in enrols a new authenticator. */
  async setUp(token: string, password: string, clientAddress: string | null): Promise<{ message: string }> {
    const checked = await validateValues(resetPasswordSchema, { newPassword: password, confirmPassword: password });
    if (!checked.ok) {
      throw invalid(PLAYER_MESSAGES.invalidRequest, { password: checked.errors.newPassword ?? 'invalid' });
    }
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const [invite] = await tx
        .update(staffInvites)
        .set({ usedAt: this.now() })
        .where(this.openInvite(token))
        .returning({ staffId: staffInvites.staffId });
      if (!invite) throw invalid(STAFF_MESSAGES.setUpLinkInvalid);
      const [row] = await tx
        .update(staff)
        .set({
          passwordHash,
          totpSecret: null,
          totpEnrolledAt: null,
          totpLastStep: null,
          failedSignIns: 0,
          lockedUntil: null,
          updatedAt: this.now(),
        })
        .where(and(eq(staff.id, invite.staffId), eq(staff.active, true)))
        .returning();
      if (!row) throw invalid(STAFF_MESSAGES.setUpLinkInvalid);
      await this.endSessionsOf(tx, row.id);
      await this.deps.audit.append(
        { kind: 'staff', id: row.id, role: row.role, clientAddress },
        { action: 'staff.setUp', targetKind: 'staff', targetId: row.id, after: this.auditView(row) },
        tx,
      );
    });
    return { message: english(STAFF_MESSAGES.setUpDone) };
  }

  async list(): Promise<StaffMember[]> {
    const rows = await this.db.select().from(staff).orderBy(desc(staff.active), asc(staff.name), asc(staff.email));
    return rows.map((row) => this.toMember(row));
  }

  async changeRole(caller: StaffCaller, id: string, role: StaffRole, reason: string): Promise<StaffMember> {
    return this.changeMember(caller, id, 'staff.changeRole', reason, (row) => {
      if (row.role === role) return null;
      return { role };
    });
  }

  async deactivate(caller: StaffCaller, id: string, reason: string): Promise<StaffMember> {
    return this.changeMember(caller, id, 'staff.deactivate', reason, (row) => {
      if (!row.active) throw conflict(STAFF_MESSAGES.alreadyInactive);
      return { active: false };
    });
  }

  async reactivate(caller: StaffCaller, id: string, reason: string): Promise<StaffMember> {
    return this.changeMember(caller, id, 'staff.reactivate', reason, (row) => {
      if (row.active) throw conflict(STAFF_MESSAGES.alreadyActive);
      return { active: true, failedSignIns: 0, lockedUntil: null };
    });
  }

  /** A change of another staff member's account, audited with before and after; their sessions end. */
  private async changeMember(
    caller: StaffCaller,
    id: string,
    action: Extract<AuditAction, 'staff.changeRole' | 'staff.deactivate' | 'staff.reactivate'>,
    reason: string,
    change: (row: StaffRow) => Partial<typeof staff.$inferInsert> | null,
  ): Promise<StaffMember> {
    if (id === caller.staffId) throw conflict(STAFF_MESSAGES.ownAccount);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
      if (!row) throw notFound(STAFF_MESSAGES.notFound);
      const values = change(row);
      if (!values) return this.toMember(row);
      const [updated] = await tx
        .update(staff)
        .set({ ...values, updatedAt: this.now() })
        .where(eq(staff.id, id))
        .returning();
      if (!updated) throw notFound(STAFF_MESSAGES.notFound);
      await this.endSessionsOf(tx, id);
      await this.deps.audit.append(
        this.actorOf(caller),
        {
          action,
          targetKind: 'staff',
          targetId: id,
          before: this.auditView(row),
          after: this.auditView(updated),
          reason,
        },
        tx,
      );
      return this.toMember(updated);
    });
  }

  // ---- Sign-in -------------------------------------------------------------------------------

  /** The password step: the code step's ticket, with a new authenticator secret when none is enrolled. */
  async signIn(email: string, password: string, client: StaffClient): Promise<StaffSignInStepResult> {
    const address = normaliseEmail(typeof email === 'string' ? email : '');
    const [row] = address
      ? await this.db
          .select()
          .from(staff)
          .where(eq(sql`lower(${staff.email})`, address))
      : [];
    this.assertNotLocked(row);
    // Verified on every path (a dummy hash when there is no account), so answers take similar time.
    this.dummyHash ??= hashPassword(newOpaqueToken());
    const against = row?.passwordHash ?? (await this.dummyHash);
    const matches =
      typeof password === 'string' && password !== '' && (await verifyPassword(against, password).catch(() => false));
    if (!row || !row.passwordHash || !row.active || !matches) {
      if (row) await this.countFailure(row.id);
      throw wrongAnswer(invalid(STAFF_MESSAGES.invalidCredentials));
    }
    if (row.totpEnrolledAt && row.totpSecret) {
      return { step: 'code', ticket: this.ticket(row, row.totpSecret), enrolment: null };
    }
    // Not enrolled yet: a new secret each time (an earlier, unconfirmed one stops working).
    const secret = generateSecret();
    const sealed = sealTotpSecret(this.totpKey, secret);
    await this.db
      .update(staff)
      .set({ totpSecret: sealed, totpLastStep: null, updatedAt: this.now() })
      .where(eq(staff.id, row.id));
    const otpauthUrl = generateURI({ issuer: STAFF_TOTP_ISSUER, label: row.email, secret });
    const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    void client;
    return { step: 'enrol', ticket: this.ticket(row, sealed), enrolment: { otpauthUrl, secret, qrCode } };
  }

  /** The e-mail a ticket was made for (the throttle's key of the code step); undefined when unreadable. */
  ticketEmail(ticket: unknown): string | undefined {
    return this.readTicket(ticket, false)?.e;
  }

  /** The code step: a right code opens a session (and enrols the authenticator on the first sign-in). */
  async signInCode(
    ticket: string,
    code: string,
    client: StaffClient,
  ): Promise<{ token: string; self: StaffSelf; expiresAt: Date }> {
    const payload = this.readTicket(ticket, true);
    if (!payload) throw invalid(STAFF_MESSAGES.ticketInvalid);
    const [row] = await this.db.select().from(staff).where(eq(staff.id, payload.s));
    if (!row || !row.active || !row.passwordHash || !row.totpSecret || fingerprint(row.totpSecret) !== payload.k) {
      throw invalid(STAFF_MESSAGES.ticketInvalid);
    }
    this.assertNotLocked(row);
    const step = await this.matchTotp(row, typeof code === 'string' ? code.replace(/\s/g, '') : '');
    const wrong = () => wrongAnswer(invalid(STAFF_MESSAGES.codeWrong, { code: english(STAFF_MESSAGES.codeWrong) }));
    if (step === null) {
      await this.countFailure(row.id);
      throw wrong();
    }
    const now = this.now();
    const token = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + ABSOLUTE_MS);
    const enrolling = !row.totpEnrolledAt;
    const sessionId = await this.db.transaction(async (tx) => {
      // The step moves forward only once: a code (or a replay of it) never works twice.
      const [moved] = await tx
        .update(staff)
        .set({
          totpLastStep: step,
          totpEnrolledAt: row.totpEnrolledAt ?? now,
          failedSignIns: 0,
          lockedUntil: null,
          lastSignInAt: now,
          updatedAt: now,
        })
        .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
        .returning({ id: staff.id });
      if (!moved) return null;
      const [session] = await tx
        .insert(staffSessions)
        .values({
          tokenHash: hashToken(token),
          staffId: row.id,
          csrfToken: newOpaqueToken(),
          createdAt: now,
          lastSeenAt: now,
          expiresAt,
          ipAddress: client.ip,
          userAgent: client.userAgent?.slice(0, 500) ?? null,
        })
        .returning({ id: staffSessions.id });
      if (!session) throw new Error('The staff session was not created');
      const actor: AuditActor = { kind: 'staff', id: row.id, role: row.role, clientAddress: client.ip };
      if (enrolling) {
        await this.deps.audit.append(
          actor,
          {
            action: 'staff.enrolTwoFactor',
            targetKind: 'staff',
            targetId: row.id,
            before: { twoFactorEnrolled: false },
            after: { twoFactorEnrolled: true },
          },
          tx,
        );
      }
      await this.deps.audit.append(
        actor,
        {
          action: 'staff.signIn',
          targetKind: 'staffSession',
          targetId: session.id,
          after: { sessionId: session.id, userAgent: client.userAgent?.slice(0, 200) ?? null },
        },
        tx,
      );
      return session.id;
    });
    if (!sessionId) {
      await this.countFailure(row.id);
      throw wrong();
    }
    const caller = await this.authenticate({
      token,
      csrfToken: undefined,
      unsafe: false,
      permission: undefined,
      clientAddress: client.ip,
    });
    return { token, self: await this.me(caller), expiresAt };
  }

  // ---- Sessions ------------------------------------------------------------------------------

  /**
   * The caller of a back-office call: a live session (401 otherwise), the CSRF token on a call
   * that may change something and the endpoint's permission (403 otherwise).
   */
  async authenticate(check: StaffCheck): Promise<StaffCaller> {
    const required = () => unauthenticated(STAFF_MESSAGES.sessionRequired);
    if (!check.token) throw required();
    const now = this.now();
    const [row] = await this.db
      .select({ session: staffSessions, member: staff })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(eq(staffSessions.tokenHash, hashToken(check.token)));
    if (
      !row ||
      row.session.endedAt ||
      !row.member.active ||
      now.getTime() >= row.session.expiresAt.getTime() ||
      now.getTime() - row.session.lastSeenAt.getTime() >= IDLE_MS
    ) {
      throw required();
    }
    if (check.unsafe && !(check.csrfToken && sameText(check.csrfToken, row.session.csrfToken))) {
      throw refused(STAFF_MESSAGES.csrfMissing, 'csrf');
    }
    if (check.permission && !roleCan(row.member.role, check.permission)) {
      throw refused(STAFF_MESSAGES.permissionMissing, 'permission');
    }
    if (now.getTime() - row.session.lastSeenAt.getTime() >= LAST_SEEN_WRITE_MS) {
      await this.db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
    }
    return {
      staffId: row.member.id,
      email: row.member.email,
      name: row.member.name,
      role: row.member.role,
      sessionId: row.session.id,
      csrfToken: row.session.csrfToken,
      clientAddress: check.clientAddress,
    };
  }

  async me(caller: StaffCaller): Promise<StaffSelf> {
    const [row] = await this.db
      .select({ session: staffSessions, member: staff })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(eq(staffSessions.id, caller.sessionId));
    if (!row) throw unauthenticated(STAFF_MESSAGES.sessionRequired);
    const idleEnd = row.session.lastSeenAt.getTime() + IDLE_MS;
    return {
      staff: this.toMember(row.member),
      permissions: [...STAFF_ROLE_PERMISSIONS[row.member.role]],
      csrfToken: row.session.csrfToken,
      sessionId: row.session.id,
      idleExpiresAt: new Date(Math.min(idleEnd, row.session.expiresAt.getTime())).toISOString(),
      expiresAt: row.session.expiresAt.toISOString(),
    };
  }

  async signOut(caller: StaffCaller): Promise<{ message: string }> {
    await this.endOne(caller, caller.sessionId, 'staff.signOut');
    return { message: english(STAFF_MESSAGES.signedOut) };
  }

  /** Ends one of the caller's sessions; answers whether it was the caller's own. */
  async endSession(caller: StaffCaller, id: string): Promise<{ message: string; current: boolean }> {
    await this.endOne(caller, id, 'staff.endSession');
    return { message: english(STAFF_MESSAGES.sessionEnded), current: id === caller.sessionId };
  }

  private async endOne(caller: StaffCaller, id: string, action: 'staff.signOut' | 'staff.endSession') {
    await this.db.transaction(async (tx) => {
      const [ended] = await tx
        .update(staffSessions)
        .set({ endedAt: this.now() })
        .where(
          and(
            eq(staffSessions.id, id),
            eq(staffSessions.staffId, caller.staffId),
            isNull(staffSessions.endedAt),
            gt(staffSessions.expiresAt, this.now()),
          ),
        )
        .returning({ id: staffSessions.id });
      if (!ended) throw notFound(STAFF_MESSAGES.sessionNotFound);
      await this.deps.audit.append(
        this.actorOf(caller),
        { action, targetKind: 'staffSession', targetId: id, before: { ended: false }, after: { ended: true } },
        tx,
      );
    });
  }

  async listSessions(caller: StaffCaller): Promise<StaffSession[]> {
    const now = this.now();
    const rows = await this.db
      .select()
      .from(staffSessions)
      .where(
        and(
          eq(staffSessions.staffId, caller.staffId),
          isNull(staffSessions.endedAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)),
        ),
      )
      .orderBy(desc(staffSessions.lastSeenAt));
    return rows.map((row) => ({
      id: row.id,
      address: row.ipAddress,
      userAgent: row.userAgent,
      startedAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === caller.sessionId,
    }));
  }

  // ---- Helpers -------------------------------------------------------------------------------

  private openInvite(token: string) {
    return and(
      eq(staffInvites.tokenHash, hashToken(typeof token === 'string' ? token : '')),
      isNull(staffInvites.usedAt),
      gt(staffInvites.expiresAt, this.now()),
    );
  }

  private async endSessionsOf(tx: Executor, staffId: string) {
    await tx
      .update(staffSessions)
      .set({ endedAt: this.now() })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
  }

  private assertNotLocked(row: StaffRow | undefined) {
    if (row?.lockedUntil && row.lockedUntil.getTime() > this.now().getTime()) {
      throw new DomainError('too_many', STAFF_MESSAGES.locked, { reason: 'locked' });
    }
  }

  /** A wrong password or code: counted in a row; the tenth locks the account for 15 minutes. */
  private async countFailure(id: string) {
    const lockUntil = new Date(this.now().getTime() + STAFF_LOCKOUT.minutes * MINUTE);
    await this.db
      .update(staff)
      .set({
        failedSignIns: sql`case when ${staff.failedSignIns} + 1 >= ${STAFF_LOCKOUT.failures} then 0 else ${staff.failedSignIns} + 1 end`,
        lockedUntil: sql`case when ${staff.failedSignIns} + 1 >= ${STAFF_LOCKOUT.failures} then ${lockUntil.toISOString()}::timestamptz else ${staff.lockedUntil} end`,
      })
      .where(eq(staff.id, id));
  }

  private ticket(row: StaffRow, secret: string): string {
    const payload: TicketPayload = {
      s: row.id,
      e: row.email,
      x: this.now().getTime() + STAFF_SIGN_IN_TICKET_MINUTES * MINUTE,
      k: fingerprint(secret),
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  private readTicket(ticket: unknown, checked: boolean): TicketPayload | undefined {
    if (typeof ticket !== 'string') return undefined;
    const [body, signature] = ticket.split('.');
    if (!body || !signature) return undefined;
    if (checked && !sameText(signature, this.sign(body))) return undefined;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TicketPayload;
      if (typeof payload.s !== 'string' || typeof payload.e !== 'string' || typeof payload.x !== 'number')
        return undefined;
      if (checked && payload.x <= this.now().getTime()) return undefined;
      return payload;
    } catch {
      return undefined;
    }
  }

  private sign(body: string) {
    return createHmac('sha256', this.ticketKey).update(body).digest('base64url');
  }

  /** The time step of a right code newer than the last accepted one, or null. */
  private async matchTotp(row: StaffRow, code: string): Promise<number | null> {
    if (!row.totpSecret || !/^\d{6}$/.test(code)) return null;
    const result = await verifyTotp({
      secret: openTotpSecret(this.totpKey, row.totpSecret),
      token: code,
      epoch: Math.floor(this.now().getTime() / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(row.totpLastStep !== null ? { afterTimeStep: row.totpLastStep } : {}),
    }).catch(() => ({ valid: false as const }));
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  private toMember(row: StaffRow): StaffMember {
    const locked = row.lockedUntil && row.lockedUntil.getTime() > this.now().getTime() ? row.lockedUntil : null;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      active: row.active,
      setUp: Boolean(row.passwordHash),
      twoFactorEnrolled: Boolean(row.totpEnrolledAt),
      lockedUntil: locked ? locked.toISOString() : null,
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** A staff member as the audit keeps it: no secrets. */
  private auditView(row: StaffRow) {
    return {
      email: row.email,
      name: row.name,
      role: row.role,
      active: row.active,
      setUp: Boolean(row.passwordHash),
      twoFactorEnrolled: Boolean(row.totpEnrolledAt),
    };
  }
}
