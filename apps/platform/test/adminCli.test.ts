import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  authApi,
  buildPath,
  type ContentPage,
  type KycRecord,
  type PageDescription,
  paymentsApi,
  type PaymentTransaction,
  playersApi,
} from '@casino/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, main } from '../src/admin/cli';
import { players } from '../src/db/schema';
import { signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { databaseKinds, OPERATOR_TOKEN, type TestPlatform } from './harness';
import { kycStatus, threeDocuments, uploadKyc } from './kycFixtures';
import {
  ADDRESSES,
  confirmedEvent,
  createLink,
  credit,
  makeEligible,
  newPlayer,
  sendWebhook,
} from './paymentsFixtures';

const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe.each(databaseKinds)('the operator tool on %s', (kind) => {
  let t: TestPlatform;
  let ada: SignedUpPlayer;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
    ada = await signUpPlayer(t);
    const upload = await uploadKyc(t, ada.token, ada.uuid, threeDocuments());
    expect(upload.status).toBe(200);
  });
  afterAll(() => t?.close());

  /** Runs the tool against the test platform; answers the exit code and both outputs. */
  async function admin(args: string[], token = OPERATOR_TOKEN) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(args, {
      baseUrl: t.baseUrl,
      token,
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const kycStatusOf = async () => {
    const [row] = await t.platform.context.db
      .select({ kycStatus: players.kycStatus })
      .from(players)
      .where(eq(players.id, ada.playerId));
    return row?.kycStatus;
  };

  it('prints the help', async () => {
    for (const args of [['help'], [], ['--help'], ['kyc', '-h']]) {
      const { code, out } = await admin(args);
      expect(code).toBe(EXIT.ok);
      expect(out).toContain('kyc approve <playerUuid> <type>');
      expect(out).toContain('page-set <pageId> <lanCode> --name "..." --file <page.html>');
      expect(out).toContain('Exit codes');
    }
  });

  it('lists documents awaiting review as a table with file links', async () => {
    const { code, out, err } = await admin(['kyc', 'list']);
    expect(err).toBe('');
    expect(code).toBe(EXIT.ok);
    const lines = out.split('\n');
    expect(lines[0]).toBe('1 player with documents awaiting review (oldest submission first)');
    expect(lines[2]).toMatch(/^Player uuid\s+Name\s+E-mail\s+Submitted\s+ID\s+ADDRESS\s+ID_WITH_PHOTO\s+Overall$/);
    expect(lines[3]).toMatch(/^-+( +-+)+$/);
    expect(lines[4]).toContain(ada.uuid);
    expect(lines[4]).toContain('Ada Lovelace');
    expect(lines[4]).toContain('Review Pending');
    expect(lines[4]).toContain('Verification Pending');
    const links = lines.filter((line) => line.includes('/api/kyc/files/'));
    expect(links).toHaveLength(3);
    const url = links[0]!.trim().split(/\s+/).pop()!;
    expect((await fetch(url)).status).toBe(200);
  });

  it('approves, rejects with a reason and expires documents', async () => {
    const approve = await admin(['kyc', 'approve', ada.uuid, 'ID']);
    expect(approve.code).toBe(EXIT.ok);
    expect(approve.out).toContain(`ID of player ${ada.uuid} approved.`);
    expect(approve.out).toContain('ID: Approved');

    const reject = await admin(['kyc', 'reject', ada.uuid, 'address', '--reason', 'the bill is older than 3 months']);
    expect(reject.code).toBe(EXIT.ok);
    expect(reject.out).toContain('ADDRESS: rejected due to the bill is older than 3 months');
    expect(await kycStatusOf()).toBe('rejected');

    const expire = await admin(['kyc', 'expire', ada.uuid, 'ID']);
    expect(expire.code).toBe(EXIT.ok);
    expect(expire.out).toMatch(/ID: expired on \d{4}-\d{2}-\d{2}/);

    const record = await kycStatus(t, ada.token, ada.uuid);
    expect(record.documents.find((doc) => doc.name === 'ADDRESS')!.rejectionReason).toBe(
      'the bill is older than 3 months',
    );

    const json = await admin(['kyc', 'approve', ada.uuid, 'ID_WITH_PHOTO', '--expires', '2099-12-31', '--json']);
    expect(json.code).toBe(EXIT.ok);
    const answer = JSON.parse(json.out) as KycRecord;
    expect(answer.photoWithIdApproved).toBe(true);
    expect(answer.documents.find((doc) => doc.name === 'ID_WITH_PHOTO')!.expiryTime).toBe('2099-12-31T23:59:59.999Z');

    const all = await admin(['kyc', 'list', '--all']);
    expect(all.out).toContain('1 player with KYC records');
    const pending = await admin(['kyc', 'list']);
    expect(pending.out).toBe('No documents awaiting review.');
  });

  it('refuses wrong commands and options with exit code 2, before calling the platform', async () => {
    const cases: [string[], string][] = [
      [['kyc', 'reject', ada.uuid, 'ID'], 'A reason is required'],
      [['kyc', 'reject', ada.uuid, 'ID', '--reason', '  '], 'A reason is required'],
      [['kyc', 'approve', 'not-a-uuid', 'ID'], 'must be a uuid'],
      [['kyc', 'approve', ada.uuid, 'PASSPORT'], 'must be one of ID, ADDRESS, ID_WITH_PHOTO'],
      [['kyc', 'approve', ada.uuid], 'must be one of'],
      [['kyc', 'approve', ada.uuid, 'ID', 'extra'], 'Unexpected argument "extra"'],
      [['kyc', 'approve', ada.uuid, 'ID', '--expires', 'soon'], '--expires must be a date'],
      [['kyc', 'frobnicate'], 'Unknown kyc command'],
      [['kyc'], 'Missing kyc command'],
      [['kyc', 'list', '--colour'], "Unknown option '--colour'"],
      [['withdrawals', 'list', '--status', 'lost'], '--status must be one of'],
      [['withdrawals', 'list', '--page', '0'], '--page must be a whole number'],
      [['withdrawals', 'reject', '00000000-0000-4000-8000-000000000000'], 'A reason is required'],
      [['bonus-offers', 'list', '--status', 'gone'], '--status must be one of'],
      [['launch-rockets'], 'Unknown command "launch-rockets"'],
    ];
    for (const [args, message] of cases) {
      const { code, err } = await admin(args);
      expect(code, args.join(' ')).toBe(EXIT.usage);
      expect(err, args.join(' ')).toContain(message);
    }
  });

  it('reports what the platform refuses with exit code 1', async () => {
    const unknown = await admin(['kyc', 'approve', '00000000-0000-4000-8000-000000000000', 'ID']);
    expect(unknown.code).toBe(EXIT.refused);
    expect(unknown.err).toContain('Refused (404): Player not found');
    const wrongToken = await admin(['kyc', 'list'], 'not-the-operator-token');
    expect(wrongToken.code).toBe(EXIT.refused);
    expect(wrongToken.err).toContain('Refused (403)');
    expect(wrongToken.err).toContain('Check OPERATOR_TOKEN');
  });

  it('says when the platform cannot be reached (exit code 3)', async () => {
    const { code, err } = await admin(['kyc', 'list', '--url', 'http://127.0.0.1:1']);
    expect(code).toBe(EXIT.unreachable);
    expect(err).toContain('Cannot reach the platform at http://127.0.0.1:1');
  });

  it('lists, approves and rejects withdrawals', async () => {
    const empty = await admin(['withdrawals', 'list']);
    expect(empty).toMatchObject({ code: EXIT.ok, out: 'No requested withdrawals.' });

    const player = await makeEligible(t, await newPlayer(t));
    await credit(t, player, 10_000n);
    const request = () =>
      t.call<{ result: PaymentTransaction }>('POST', buildPath(paymentsApi.withdraw), {
        token: player.token,
        body: {
          amount: 20,
          address: ADDRESSES.TRC20,
          network: 'TRC20',
          networkFeeLevel: 'low',
          receivedCurrency: 'USDT',
        },
      });
    const first = (await request()).body.result;
    const second = (await request()).body.result;

    const list = await admin(['withdrawals', 'list']);
    expect(list.code).toBe(EXIT.ok);
    expect(list.out).toContain('2 requested withdrawals, page 1 of 1');
    expect(list.out).toContain(first.uuid);
    expect(list.out).toContain('20.00');

    const approved = await admin(['withdrawals', 'approve', first.uuid]);
    expect(approved.code).toBe(EXIT.ok);
    expect(approved.out).toContain(`Withdrawal ${first.uuid} approved`);
    const rejected = await admin(['withdrawals', 'reject', second.uuid, '--reason', 'address on a sanctions list']);
    expect(rejected.code).toBe(EXIT.ok);
    expect(rejected.out).toContain('reason: address on a sanctions list');
    const again = await admin(['withdrawals', 'approve', first.uuid]);
    expect(again.code).toBe(EXIT.refused);
    const completed = await admin(['withdrawals', 'list', '--status', 'completed']);
    expect(completed.out).toContain(first.uuid);
  });

  it('lists held deposits, and refuses to release one already returned', async () => {
    expect(await admin(['deposits', 'held'])).toMatchObject({ code: EXIT.ok, out: 'No held deposits.' });
    const player = await newPlayer(t);
    const limit = await t.call('PUT', buildPath(playersApi.setLimit), {
      token: player.token,
      body: { kind: 'deposit', period: 'day', amount: '10' },
    });
    expect(limit.status).toBe(200);
    const first = await createLink(t, player, '10');
    const second = await createLink(t, player, '10');
    for (const link of [first, second]) expect((await sendWebhook(t, confirmedEvent(link, '10.00'))).status).toBe(200);
    let listed = '';
    for (let i = 0; i < 100 && !listed.includes(second.uuid); i += 1) {
      listed = (await admin(['deposits', 'held', '--status', 'refunded'])).out;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(listed).toContain('1 refunded deposit');
    expect(listed).toMatch(new RegExp(`${second.uuid}.*10\\.00.*EUR.*deposit_limit.*refunded`));
    const release = await admin(['deposits', 'release', second.uuid]);
    expect(release.code).toBe(EXIT.refused);
    expect((await admin(['deposits', 'held', '--status', 'lost'])).code).toBe(EXIT.usage);
  });

  it('lists bonus offers', async () => {
    const { code, out } = await admin(['bonus-offers', 'list']);
    expect(code).toBe(EXIT.ok);
    expect(out).toMatch(/^\d+ bonus offers?\n\nOffer uuid\s+Name\s+Code\s+Type/);
    expect(out).toMatch(/First Time Deposit|Reload/);
  });

  it('lists the content pages and writes one from a file or from --description', async () => {
    const list = await admin(['pages']);
    expect(list.err).toBe('');
    expect(list.code).toBe(EXIT.ok);
    const lines = list.out.split('\n');
    expect(lines[0]).toBe('7 content pages in 3 languages (footer order)');
    expect(lines[2]).toMatch(/^Page id\s+Slug\s+Language\s+Name\s+HTML\s+Updated$/);
    expect(lines[4]).toMatch(
      /^1\s+terms-and-conditions\s+en_GB\s+Terms & conditions\s+\d+ chars\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(lines).toHaveLength(4 + 7 * 3);
    const json = await admin(['pages', '--json']);
    expect((JSON.parse(json.out) as ContentPage[]).map((page) => page.slug)).toContain('faq');

    const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-admin-page-'));
    try {
      const file = path.join(dir, 'faq.html');
      const html = '<h2>Preguntas</h2>\n<p>Nuevo texto</p>\n';
      writeFileSync(file, `\uFEFF${html}`);
      const fromFile = await admin(['page-set', '5', 'es_ES', '--name', ' Preguntas frecuentes ', '--file', file]);
      expect(fromFile.err).toBe('');
      expect(fromFile.code).toBe(EXIT.ok);
      expect(fromFile.out).toBe(
        `Page 5 (faq) saved in es_ES: "Preguntas frecuentes", ${html.length} characters of HTML.`,
      );
      const shown = await t.call<{ result: PageDescription }>(
        'GET',
        buildPath(authApi.getPageDescription, undefined, { pageId: 5, lanCode: 'es_ES' }),
      );
      expect(shown.body.result).toMatchObject({ name: 'Preguntas frecuentes', description: html });

      const inline = await admin([
        'page-set',
        '5',
        'es_ES',
        '--name',
        'FAQ',
        '--description',
        '<p>Corto</p>',
        '--json',
      ]);
      expect(inline.code).toBe(EXIT.ok);
      expect(JSON.parse(inline.out)).toMatchObject({ pageId: 5, lanCode: 'es_ES', description: '<p>Corto</p>' });

      const cases: [string[], string][] = [
        [['page-set'], 'Missing page id'],
        [['page-set', 'faq', 'en_GB', '--name', 'x', '--description', 'y'], 'The page id must be a whole number'],
        [['page-set', '5'], 'Missing language code'],
        [['page-set', '5', 'en_GB', '--description', 'y'], 'A page name is required'],
        [['page-set', '5', 'en_GB', '--name', '  ', '--description', 'y'], 'A page name is required'],
        [['page-set', '5', 'en_GB', '--name', 'x'], 'The page HTML is required'],
        [['page-set', '5', 'en_GB', '--name', 'x', '--file', file, '--description', 'y'], 'not both'],
        [['page-set', '5', 'en_GB', '--name', 'x', '--file', path.join(dir, 'missing.html')], 'Cannot read --file'],
        [['page-set', '5', 'en_GB', 'extra', '--name', 'x', '--description', 'y'], 'Unexpected argument "extra"'],
        [['pages', 'list'], 'Unexpected argument "list"'],
      ];
      for (const [args, message] of cases) {
        const { code, err } = await admin(args);
        expect(code, args.join(' ')).toBe(EXIT.usage);
        expect(err, args.join(' ')).toContain(message);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const unknownPage = await admin(['page-set', '999', 'en_GB', '--name', 'x', '--description', 'y']);
    expect(unknownPage.code).toBe(EXIT.refused);
    expect(unknownPage.err).toContain('Refused (404): Page not found');
    const unknownLanguage = await admin(['page-set', '5', 'fr_FR', '--name', 'x', '--description', 'y']);
    expect(unknownLanguage.code).toBe(EXIT.refused);
    expect(unknownLanguage.err).toContain('Refused (404): Unknown language "fr_FR"; active languages: en_GB');
    const badName = await admin(['page-set', '5', 'en_GB', '--name', 'Two\nlines', '--description', 'y']);
    expect(badName.code).toBe(EXIT.refused);
    expect(badName.err).toContain('  name: must be one line without control characters');
  });

  it('runs as a command (pnpm admin) with the environment settings', async () => {
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/admin.js', 'kyc', 'list', '--all'], {
      cwd: platformDir,
      env: { ...process.env, PLATFORM_URL: t.baseUrl, OPERATOR_TOKEN },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(EXIT.ok);
    expect(out).toContain(ada.uuid);
  });
});
