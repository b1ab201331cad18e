/**
 * The operator tool: `pnpm admin <command>` (or `pnpm --filter @casino/platform admin <command>`).
 *
 * It calls a RUNNING platform over HTTP with the operator token, through the contract's admin
 * endpoints: KYC review, withdrawal approve or reject, bonus offers, content pages, the first staff
 * member of the back office and the audit chain's check. Settings by environment:
 * PLATFORM_URL (default http://localhost:3000) and OPERATOR_TOKEN (default: the local
 * development token of src/config.ts). `main` takes the arguments and, for tests, the address,
 * token, fetch and output; it answers the exit code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  BONUS_OFFER_STATUSES,
  type BonusOffer,
  type ContentPage,
  KYC_DOCUMENT_TYPES,
  type KycDocumentType,
  type KycRecord,
  type KycReviewItem,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_NAME_MAX_LENGTH,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MARKETING_LISTS,
  type LimitKind,
  type LimitPeriod,
  PAYMENT_TRANSACTION_STATUSES,
  type PaymentTransaction,
  type ProtectionAuditEntry,
  type ResponsibleGaming,
  SELF_EXCLUSION_PERIODS,
  STAFF_ROLES,
  TIME_OUT_PERIODS,
} from '@casino/contract';
import {
  adminApi,
  ApiError,
  createApiClient,
  EXCLUSION_TYPES,
  HELD_DEPOSIT_STATUSES,
  type HeldDepositStatus,
} from '@casino/contract/routes';
import { bonusTypeLabel, findKycDocument, kycDocumentStatusText, kycOverallStatus } from '@casino/rules';
import { loadConfig } from '../config';
import { formatTable, truncate } from './table';

export const USAGE = `Operator tool of the casino platform: it calls a running platform with the operator token.

Usage: pnpm admin <command> [options]

KYC
  kyc list [--all]                                   Documents awaiting review, oldest first (--all: every record)
  kyc approve <playerUuid> <type> [--expires <date>] Approve a document (type: ID, ADDRESS or ID_WITH_PHOTO)
  kyc reject <playerUuid> <type> --reason "..."      Reject a document; the player sees the reason
  kyc expire <playerUuid> <type>                     Mark a document expired now

Withdrawals
  withdrawals list [--status <status>] [--page <n>]  Requested withdrawals by default, oldest first
  withdrawals approve <uuid>                         Pay out a requested withdrawal
  withdrawals reject <uuid> --reason "..."           Release the amount; the player sees the reason

Held deposits (money that arrived over a deposit limit or during an exclusion)
  deposits held [--status held|refunding|refunded]   Held deposits, oldest first
  deposits release <uuid>                            Credit one where the player's limits allow it now
  deposits refund <uuid>                             Return one to the payer through the provider

Bonus offers
  bonus-offers list [--status active|inactive|expired]

Content pages (footer pages, /pages?pageId=)
  pages                                              Every page with its id, slug and name per language
  page-set <pageId> <lanCode> --name "..." --file <page.html>
  page-set <pageId> <lanCode> --name "..." --description "<p>...</p>"
                                                     Write a page's name and HTML in one language (the
                                                     HTML is stored as sent; the site sanitises it)

Player protection (responsible gaming)
  protection <email>                                 A player's limits, exclusions and audit trail
  limit <email> <kind> <period> <amount|none>        Set or lower a limit at once (kind: deposit, loss,
                                                     wager or time; period: day, week or month; time
                                                     in minutes); a higher one or none waits 24 hours
                                                     and the player's own confirmation
  exclude <email> <time_out|self_exclusion> <period> Put the player on a time-out (24h, 7d, 1m, 6w) or
                                                     a self-exclusion (6m, 1y, 5y, permanent); nobody
                                                     can lift one early
  marketing <newsletter|bonus-club>                  The addresses a campaign of that list may go to now,
                                                     one per line (players on a time-out, self-excluded
                                                     or closed are left out)

Back office (staff and the audit trail)
  staff create --email <e-mail> --role <role> [--name "..."]
                                                     Make a staff member (role: admin, compliance,
                                                     payments, marketing, support or trader) and print a
                                                     one-time set-up link (72 hours); the first
                                                     sign-in then enrols the authenticator app
  audit verify                                       Walk the audit chain: "ok", or the first broken
                                                     entry (id, time, action) and exit code 4

  help                                               Show this text

Options
  --json        Print the platform's answer as JSON
  --url <url>   Address of the platform (default: PLATFORM_URL, else http://localhost:3000)

Environment: PLATFORM_URL, OPERATOR_TOKEN (default: the local development token).
Exit codes: 0 done, 1 refused by the platform, 2 wrong command or options, 3 platform not reachable,
4 the audit chain is broken.`;

export const EXIT = { ok: 0, refused: 1, usage: 2, unreachable: 3, auditBroken: 4 } as const;

export interface CliOptions {
  /** Address of the platform, e.g. http://localhost:3000. */
  baseUrl: string;
  /** The operator token. */
  token: string;
  fetch: typeof fetch;
  /** Normal output (one call per block of text). */
  out: (text: string) => void;
  /** Error output. */
  err: (text: string) => void;
}

class UsageError extends Error {}

class Unreachable extends Error {}

/** `audit verify` found a broken link: printed, with its own exit code. */
class AuditBroken extends Error {}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function defaultOptions(): CliOptions {
  return {
    baseUrl: process.env.PLATFORM_URL || 'http://localhost:3000',
    token: process.env.OPERATOR_TOKEN || loadConfig({}).operatorToken,
    fetch: globalThis.fetch,
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  };
}

interface Parsed {
  positionals: string[];
  values: {
    all?: boolean;
    reason?: string;
    expires?: string;
    status?: string;
    page?: string;
    name?: string;
    file?: string;
    description?: string;
    email?: string;
    role?: string;
    json?: boolean;
    url?: string;
    help?: boolean;
  };
}

function parse(argv: string[]): Parsed {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  try {
    const { positionals, values } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        all: { type: 'boolean' },
        reason: { type: 'string' },
        expires: { type: 'string' },
        status: { type: 'string' },
        page: { type: 'string' },
        name: { type: 'string' },
        file: { type: 'string' },
        description: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
        json: { type: 'boolean' },
        url: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    return { positionals, values };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/**
 * A client of the platform's admin routes: the contract's client with the operator token. A
 * refusal is an ApiError (status, message, field messages); an unreachable platform says where
 * it looked and why.
 */
function client(options: CliOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  return createApiClient({
    baseUrl: base,
    fetch: options.fetch,
    token: () => options.token,
    failedText: (response, url) => `Unexpected answer from ${url} (HTTP ${response.status})`,
    onUnreachable(error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return new Unreachable(
        `Cannot reach the platform at ${base} (${cause?.code ?? cause?.message ?? (error as Error).message}). Is it running? Set PLATFORM_URL or --url.`,
      );
    },
  });
}

function documentType(value: string | undefined): KycDocumentType {
  const type = value?.trim().toUpperCase();
  if (!type || !(KYC_DOCUMENT_TYPES as readonly string[]).includes(type)) {
    throw new UsageError(
      `The document type must be one of ${KYC_DOCUMENT_TYPES.join(', ')}${value ? ` (got "${value}")` : ''}.`,
    );
  }
  return type as KycDocumentType;
}

function uuid(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`Missing ${what}.`);
  if (!UUID_PATTERN.test(value.trim())) throw new UsageError(`The ${what} must be a uuid (got "${value}").`);
  return value.trim().toLowerCase();
}

function reason(value: string | undefined): string {
  const text = value?.trim();
  if (!text) throw new UsageError('A reason is required: --reason "..." (the player sees it).');
  return text;
}

function noMore(positionals: string[], count: number) {
  if (positionals.length > count) throw new UsageError(`Unexpected argument "${positionals[count]}".`);
}

/** --expires: a date (valid through that day, UTC) or an ISO date-time. */
function expiry(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T23:59:59.999Z` : value.trim();
  const date = new Date(text);
  if (Number.isNaN(date.getTime()))
    throw new UsageError(`--expires must be a date such as 2030-12-31 (got "${value}").`);
  return date.toISOString();
}

function pageId(value: string | undefined): number {
  if (!value) throw new UsageError('Missing page id (see "pnpm admin pages").');
  const id = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new UsageError(`The page id must be a whole number from 1 (got "${value}").`);
  }
  return id;
}

function lanCode(value: string | undefined): string {
  const code = value?.trim();
  if (!code) throw new UsageError('Missing language code, e.g. en_GB.');
  return code;
}

function pageName(value: string | undefined): string {
  const name = value?.trim();
  if (!name) throw new UsageError('A page name is required: --name "..." (the footer link and heading).');
  if ([...name].length > PAGE_NAME_MAX_LENGTH) {
    throw new UsageError(`--name must be at most ${PAGE_NAME_MAX_LENGTH} characters.`);
  }
  return name;
}

/** The page HTML: --file (read as UTF-8, without a byte order mark) or --description, exactly one. */
function pageHtml(values: Parsed['values']): string {
  if (values.file !== undefined && values.description !== undefined) {
    throw new UsageError('Give the page HTML with --file or with --description, not both.');
  }
  let html: string;
  if (values.file !== undefined) {
    try {
      html = readFileSync(values.file, 'utf8').replace(/^\uFEFF/, '');
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new UsageError(`Cannot read --file "${values.file}" (${code ?? (error as Error).message}).`);
    }
  } else if (values.description !== undefined) {
    html = values.description;
  } else {
    throw new UsageError('The page HTML is required: --file <page.html> or --description "<p>...</p>".');
  }
  if ([...html].length > PAGE_DESCRIPTION_MAX_LENGTH) {
    throw new UsageError(`The page HTML must be at most ${PAGE_DESCRIPTION_MAX_LENGTH} characters.`);
  }
  return html;
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '-');
const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function documentCell(record: KycRecord, type: KycDocumentType, max = Infinity): string {
  const doc = findKycDocument(record, type);
  return doc ? truncate(kycDocumentStatusText(doc, record), max) : '-';
}

function kycSummary(record: KycRecord): string {
  const documents = KYC_DOCUMENT_TYPES.map((type) => `${type}: ${documentCell(record, type)}`).join(', ');
  return `${documents}. Overall: ${kycOverallStatus(record) ?? 'nothing submitted'}.`;
}

function kycTable(items: KycReviewItem[], baseUrl: string): string {
  const table = formatTable(
    ['Player uuid', 'Name', 'E-mail', 'Submitted', ...KYC_DOCUMENT_TYPES, 'Overall'],
    items.map(({ player, record, submittedAt }) => [
      player.uuid,
      truncate(`${player.firstName} ${player.lastName}`, 30),
      truncate(player.email, 40),
      minute(submittedAt),
      ...KYC_DOCUMENT_TYPES.map((type) => documentCell(record, type, 40)),
      kycOverallStatus(record) ?? '-',
    ]),
  );
  const base = baseUrl.replace(/\/+$/, '');
  const files = items.flatMap(({ player, record }) =>
    record.documents.flatMap((doc) =>
      doc.files.map(
        (file) => `  ${player.uuid}  ${doc.name.padEnd(13)}  ${file.mimeType.padEnd(15)}  ${base}${file.filePath}`,
      ),
    ),
  );
  return [table, '', 'Files (signed links, valid for about an hour):', ...files].join('\n');
}

function heldDepositTable(transactions: PaymentTransaction[]): string {
  return formatTable(
    ['Deposit uuid', 'Player', 'E-mail', 'Amount', 'Currency', 'Reason', 'Status', 'Made'],
    transactions.map((item) => [
      item.uuid,
      truncate(item.player.username, 24),
      truncate(item.player.email, 32),
      item.amount,
      item.player.currency.code,
      item.hold?.reason ?? '-',
      item.status.name,
      item.createdAt.slice(0, 16).replace('T', ' '),
    ]),
  );
}

function withdrawalTable(transactions: PaymentTransaction[]): string {
  return formatTable(
    [
      'Withdrawal uuid',
      'Player',
      'E-mail',
      'Amount',
      'Fee',
      'Currency',
      'To',
      'Network',
      'Address',
      'Status',
      'Requested',
    ],
    transactions.map((item) => [
      item.uuid,
      truncate(item.player.username, 24),
      truncate(item.player.email, 32),
      item.amount,
      item.fee.amount,
      item.player.currency.code,
      item.withdrawal?.receivedCurrency ?? '-',
      item.withdrawal ? `${item.withdrawal.network} (${item.withdrawal.networkFeeLevel})` : '-',
      item.withdrawal ? truncate(item.withdrawal.address, 24) : '-',
      item.status.name + (item.rejectionReason ? `: ${truncate(item.rejectionReason, 30)}` : ''),
      minute(item.createdAt),
    ]),
  );
}

function bonusTable(offers: BonusOffer[]): string {
  return formatTable(
    ['Offer uuid', 'Name', 'Code', 'Type', 'Offer', 'Wagering', 'Days', 'Max conversion', 'Status', 'Ends'],
    offers.map((offer) => [
      offer.uuid,
      truncate(offer.name, 30),
      offer.code,
      bonusTypeLabel(offer.condition.name),
      `${offer.percentage}% up to ${offer.currency.symbol}${offer.maxAmount}`,
      `${offer.wageringMultiplier}x`,
      String(offer.duration),
      `${offer.currency.symbol}${offer.maxConversionLimit}`,
      offer.status,
      day(offer.endDate),
    ]),
  );
}

function pageTable(pages: ContentPage[]): string {
  return formatTable(
    ['Page id', 'Slug', 'Language', 'Name', 'HTML', 'Updated'],
    pages.flatMap((page) =>
      page.texts.length === 0
        ? [[String(page.id), page.slug, '-', '-', '-', '-']]
        : page.texts.map((text) => [
            String(page.id),
            page.slug,
            text.lanCode,
            truncate(text.name, 40),
            `${text.description.length} chars`,
            minute(text.updatedAt),
          ]),
    ),
  );
}

function protectionText(state: ResponsibleGaming, audit: ProtectionAuditEntry[] | null): string {
  const limits = formatTable(
    ['Limit', 'Period', 'In force', 'Used', 'Left', 'Since', 'Pending', 'Confirmable'],
    state.limits
      .filter((limit) => limit.amount !== null || limit.pending)
      .map((limit) => [
        limit.kind,
        limit.period,
        limit.amount ?? 'none',
        limit.used,
        limit.left ?? '-',
        limit.effectiveFrom ? minute(limit.effectiveFrom) : '-',
        limit.pending ? (limit.pending.amount ?? 'removal') : '-',
        limit.pending ? minute(limit.pending.confirmableAt) : '-',
      ]),
  );
  const exclusion = (what: string, value: ResponsibleGaming['timeOut']) =>
    value
      ? `${what}: ${value.period} from ${minute(value.startedAt)} until ${value.endsAt ? minute(value.endsAt) : 'never (permanent)'}`
      : `${what}: none`;
  const lines = [
    `Can deposit and play: ${state.canPlay ? 'yes' : 'no'}`,
    exclusion('Time-out', state.timeOut),
    exclusion('Self-exclusion', state.selfExclusion),
    ...(state.resume ? [`Play resumes at ${minute(state.resume.at)} (asked ${minute(state.resume.requestedAt)})`] : []),
    `Reality check: ${state.realityCheck.minutes ? `every ${state.realityCheck.minutes} minutes` : 'off'}`,
    '',
    state.limits.some((limit) => limit.amount !== null || limit.pending) ? limits : 'No limits.',
  ];
  if (audit) {
    lines.push(
      '',
      'Audit trail (oldest first):',
      audit.length === 0
        ? 'No changes.'
        : formatTable(
            ['Action', 'By', 'Requested', 'Effective', 'Details'],
            audit.map((entry) => [
              entry.action,
              entry.actor,
              minute(entry.requestedAt),
              entry.effectiveAt ? minute(entry.effectiveAt) : 'pending',
              truncate(
                Object.entries(entry.details)
                  .map(([key, value]) => `${key}=${value === null ? 'none' : String(value)}`)
                  .join(' '),
                60,
              ),
            ]),
          ),
    );
  }
  return lines.join('\n');
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  const text = value?.trim().toLowerCase();
  if (!text || !(allowed as readonly string[]).includes(text)) {
    throw new UsageError(`The ${what} must be one of ${allowed.join(', ')}${value ? ` (got "${value}")` : ''}.`);
  }
  return text as T;
}

const plural = (count: number, word: string, words = `${word}s`) => `${count} ${count === 1 ? word : words}`;

async function run(parsed: Parsed, options: CliOptions): Promise<void> {
  const { positionals, values } = parsed;
  const [group, action] = positionals;
  const baseUrl = values.url ?? options.baseUrl;
  const { call } = client({ ...options, baseUrl });
  const print = (result: unknown, text: () => string) =>
    options.out(values.json ? JSON.stringify(result, null, 2) : text());

  if (!group || group === 'help' || values.help) {
    options.out(USAGE);
    return;
  }

  if (group === 'kyc') {
    if (action === 'list') {
      noMore(positionals, 2);
      const status = values.all ? 'all' : 'pending';
      const items = await call(adminApi.listKycReviews, { query: { status } });
      print(items, () =>
        items.length === 0
          ? values.all
            ? 'No KYC records yet.'
            : 'No documents awaiting review.'
          : `${plural(items.length, 'player')} ${values.all ? 'with KYC records' : 'with documents awaiting review'} (oldest submission first)\n\n${kycTable(items, baseUrl)}`,
      );
      return;
    }
    if (action === 'approve' || action === 'reject' || action === 'expire') {
      noMore(positionals, 4);
      const playerUuid = uuid(positionals[2], 'player uuid');
      const type = documentType(positionals[3]);
      const body =
        action === 'approve'
          ? { decision: 'approve' as const, ...(values.expires ? { expiryTime: expiry(values.expires) } : {}) }
          : action === 'reject'
            ? { decision: 'reject' as const, reason: reason(values.reason) }
            : { decision: 'expire' as const };
      const record = await call(adminApi.reviewKycDocument, { params: { playerUuid, type }, body });
      const done = { approve: 'approved', reject: 'rejected', expire: 'expired' }[action];
      print(record, () => `${type} of player ${playerUuid} ${done}.\n${kycSummary(record)}`);
      return;
    }
    throw new UsageError(
      action ? `Unknown kyc command "${action}".` : 'Missing kyc command: list, approve, reject or expire.',
    );
  }

  if (group === 'withdrawals') {
    if (action === 'list') {
      noMore(positionals, 2);
      const status = values.status?.trim().toLowerCase();
      if (status && !(PAYMENT_TRANSACTION_STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`--status must be one of ${PAYMENT_TRANSACTION_STATUSES.join(', ')}.`);
      }
      const page = values.page === undefined ? undefined : Number(values.page);
      if (page !== undefined && (!Number.isInteger(page) || page < 1))
        throw new UsageError('--page must be a whole number from 1.');
      const result = await call(adminApi.listWithdrawals, {
        query: { status: status as PaymentTransaction['status']['name'] | undefined, page },
      });
      const { transactions, pagination } = result;
      print(result, () =>
        transactions.length === 0
          ? `No ${status ?? 'requested'} withdrawals.`
          : `${plural(pagination.totalItems, `${status ?? 'requested'} withdrawal`)}, page ${pagination.page} of ${pagination.totalPages}\n\n${withdrawalTable(transactions)}`,
      );
      return;
    }
    if (action === 'approve' || action === 'reject') {
      noMore(positionals, 3);
      const withdrawal = uuid(positionals[2], 'withdrawal uuid');
      const item =
        action === 'approve'
          ? await call(adminApi.approveWithdrawal, { params: { uuid: withdrawal } })
          : await call(adminApi.rejectWithdrawal, {
              params: { uuid: withdrawal },
              body: { reason: reason(values.reason) },
            });
      print(item, () =>
        action === 'approve'
          ? `Withdrawal ${item.uuid} approved: ${item.amount} ${item.player.currency.code} paid out to ${item.withdrawal?.address ?? 'the player'} (status ${item.status.name}).`
          : `Withdrawal ${item.uuid} rejected: ${item.amount} ${item.player.currency.code} released to the player (status ${item.status.name}, reason: ${item.rejectionReason ?? '-'}).`,
      );
      return;
    }
    throw new UsageError(
      action ? `Unknown withdrawals command "${action}".` : 'Missing withdrawals command: list, approve or reject.',
    );
  }

  if (group === 'deposits') {
    if (action === 'held') {
      noMore(positionals, 2);
      const status = values.status?.trim().toLowerCase();
      if (status && !(HELD_DEPOSIT_STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`--status must be one of ${HELD_DEPOSIT_STATUSES.join(', ')}.`);
      }
      const result = await call(adminApi.listHeldDeposits, {
        query: { status: status as HeldDepositStatus | undefined },
      });
      print(result, () =>
        result.transactions.length === 0
          ? `No ${status ?? 'held'} deposits.`
          : `${plural(result.pagination.totalItems, `${status ?? 'held'} deposit`)}\n\n${heldDepositTable(result.transactions)}`,
      );
      return;
    }
    if (action === 'release' || action === 'refund') {
      noMore(positionals, 3);
      const deposit = uuid(positionals[2], 'deposit uuid');
      const route = action === 'release' ? adminApi.releaseHeldDeposit : adminApi.refundHeldDeposit;
      const item = await call(route, { params: { uuid: deposit } });
      print(item, () =>
        action === 'release'
          ? `Deposit ${item.uuid} released: ${item.amount} ${item.player.currency.code} credited to the player (status ${item.status.name}).`
          : `Deposit ${item.uuid}: ${item.amount} ${item.player.currency.code} ${item.status.name === 'refunded' ? 'returned to the payer' : 'being returned (the provider has not confirmed yet)'} (status ${item.status.name}).`,
      );
      return;
    }
    throw new UsageError(
      action ? `Unknown deposits command "${action}".` : 'Missing deposits command: held, release or refund.',
    );
  }

  if (group === 'bonus-offers') {
    if (action === 'list') {
      noMore(positionals, 2);
      const status = values.status?.trim().toLowerCase();
      if (status && !(BONUS_OFFER_STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`--status must be one of ${BONUS_OFFER_STATUSES.join(', ')}.`);
      }
      const offers = await call(adminApi.listBonusOffers, {
        query: { status: status as BonusOffer['status'] | undefined },
      });
      print(offers, () =>
        offers.length === 0 ? 'No bonus offers.' : `${plural(offers.length, 'bonus offer')}\n\n${bonusTable(offers)}`,
      );
      return;
    }
    throw new UsageError(action ? `Unknown bonus-offers command "${action}".` : 'Missing bonus-offers command: list.');
  }

  if (group === 'pages') {
    noMore(positionals, 1);
    const pages = await call(adminApi.listPages);
    const languages = new Set(pages.flatMap((page) => page.texts.map((text) => text.lanCode)));
    print(pages, () =>
      pages.length === 0
        ? 'No content pages.'
        : `${plural(pages.length, 'content page')} in ${plural(languages.size, 'language')} (footer order)\n\n${pageTable(pages)}`,
    );
    return;
  }

  if (group === 'page-set') {
    noMore(positionals, 3);
    const id = pageId(positionals[1]);
    const code = lanCode(positionals[2]);
    const body = { name: pageName(values.name), description: pageHtml(values) };
    const page = await call(adminApi.upsertPageText, { params: { pageId: id, lanCode: code }, body });
    print(
      page,
      () =>
        `Page ${page.pageId} (${page.slug}) saved in ${page.lanCode}: "${page.name}", ${page.description.length} characters of HTML.`,
    );
    return;
  }

  if (group === 'marketing') {
    noMore(positionals, 2);
    const list = oneOf(positionals[1], MARKETING_LISTS, 'marketing list');
    const result = await call(adminApi.listMarketingRecipients, { query: { list } });
    print(result, () =>
      [
        ...result.recipients,
        `${plural(result.recipients.length, 'address', 'addresses')} on the ${list} list; ${plural(result.excluded, 'address', 'addresses')} left out by player protection.`,
      ].join('\n'),
    );
    return;
  }

  if (group === 'protection' || group === 'limit' || group === 'exclude') {
    const email = positionals[1]?.trim();
    if (!email) throw new UsageError("Missing the player's e-mail address.");
    const player = await call(adminApi.findPlayer, { query: { email } });
    const who = `${player.firstName} ${player.lastName} <${player.email}> (${player.uuid})`;
    if (group === 'protection') {
      noMore(positionals, 2);
      const result = await call(adminApi.getPlayerProtection, { params: { playerUuid: player.uuid } });
      print(result, () => `Player protection of ${who}\n\n${protectionText(result.state, result.audit)}`);
      return;
    }
    if (group === 'limit') {
      noMore(positionals, 5);
      const kind = oneOf<LimitKind>(positionals[2], LIMIT_KINDS, 'limit kind');
      const period = oneOf<LimitPeriod>(positionals[3], LIMIT_PERIODS, 'period');
      const amountText = positionals[4]?.trim();
      if (!amountText) throw new UsageError('Missing the amount (or "none" to remove the limit).');
      const amount = amountText.toLowerCase() === 'none' ? null : amountText;
      const state = await call(adminApi.setPlayerLimit, {
        params: { playerUuid: player.uuid },
        body: { kind, period, amount },
      });
      const limit = state.limits.find((item) => item.kind === kind && item.period === period);
      const name = `${{ day: 'daily', week: 'weekly', month: 'monthly' }[period]} ${kind === 'time' ? 'play-time (minutes)' : kind}`;
      print(state, () =>
        limit?.pending
          ? `The ${name} limit of ${who} stays ${limit.amount ?? 'none'}; the change to ${limit.pending.amount ?? 'none'} waits for the player's confirmation from ${minute(limit.pending.confirmableAt)}.`
          : `The ${name} limit of ${who} is ${limit?.amount ?? 'none'}, in force now.`,
      );
      return;
    }
    noMore(positionals, 4);
    const type = oneOf(positionals[2], EXCLUSION_TYPES, 'exclusion type');
    const period =
      type === 'time_out'
        ? oneOf(positionals[3], TIME_OUT_PERIODS, 'time-out period')
        : oneOf(positionals[3], SELF_EXCLUSION_PERIODS, 'self-exclusion period');
    const state = await call(adminApi.excludePlayer, { params: { playerUuid: player.uuid }, body: { type, period } });
    const value = type === 'time_out' ? state.timeOut : state.selfExclusion;
    print(
      state,
      () =>
        `${type === 'time_out' ? 'Time-out' : 'Self-exclusion'} of ${who}: ${period}, until ${value?.endsAt ? minute(value.endsAt) : 'never (permanent)'}.`,
    );
    return;
  }

  if (group === 'staff') {
    if (action === 'create') {
      noMore(positionals, 2);
      const email = values.email?.trim();
      if (!email) throw new UsageError('Missing --email <e-mail> of the staff member.');
      const role = oneOf(values.role, STAFF_ROLES, 'role');
      const name = values.name?.trim();
      const made = await call(adminApi.createStaff, { body: { email, role, ...(name ? { name } : {}) } });
      print(made, () =>
        [
          `Staff member ${made.staff.name} <${made.staff.email}> made with the role ${made.staff.role}.`,
          `One-time set-up link (until ${minute(made.expiresAt)}; also e-mailed):`,
          made.setUpLink,
        ].join('\n'),
      );
      return;
    }
    throw new UsageError(action ? `Unknown staff command "${action}".` : 'Missing staff command: create.');
  }

  if (group === 'audit') {
    if (action === 'verify') {
      noMore(positionals, 2);
      const result = await call(adminApi.verifyAudit);
      print(result, () =>
        result.ok
          ? `ok: ${plural(result.checked, 'entry', 'entries')} checked, the chain is whole.`
          : `BROKEN: entry ${result.broken?.id} at ${result.broken?.at} (${result.broken?.action}): ${result.broken?.problem === 'hash' ? 'its fields do not give its hash (altered)' : result.broken?.problem === 'link' ? "it does not hold the previous entry's hash" : 'entries before it are missing'}; ${plural(result.checked, 'entry', 'entries')} before it are whole.`,
      );
      if (!result.ok) throw new AuditBroken();
      return;
    }
    throw new UsageError(action ? `Unknown audit command "${action}".` : 'Missing audit command: verify.');
  }

  throw new UsageError(`Unknown command "${group}".`);
}

/** Runs the tool with these arguments; answers the exit code. */
export async function main(argv: string[], overrides: Partial<CliOptions> = {}): Promise<number> {
  const options = { ...defaultOptions(), ...overrides };
  try {
    await run(parse(argv), options);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      options.err(`${error.message}\nRun "pnpm admin help" for the commands.`);
      return EXIT.usage;
    }
    if (error instanceof Unreachable) {
      options.err(error.message);
      return EXIT.unreachable;
    }
    if (error instanceof AuditBroken) return EXIT.auditBroken;
    if (error instanceof ApiError) {
      const lines = [`Refused (${error.status}): ${error.message}`];
      for (const [field, message] of Object.entries(error.fields ?? {})) lines.push(`  ${field}: ${message}`);
      if (error.status === 401 || error.status === 403) {
        lines.push('Check OPERATOR_TOKEN: it must be the operator token of the platform you call.');
      }
      options.err(lines.join('\n'));
      return EXIT.refused;
    }
    options.err(`Unexpected failure: ${(error as Error).message}`);
    return EXIT.refused;
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
