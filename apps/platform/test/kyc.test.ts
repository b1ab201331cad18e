import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminApi, buildPath, kycApi, profileTabLink, type KycRecord, type KycReviewItem } from '@casino/contract';
import {
  ALL_FILES_REQUIRED_MESSAGE,
  findKycDocument,
  INVALID_KYC_FILE_TYPE_MESSAGE,
  KYC_FILE_SIZE_LIMIT_BYTES,
  KYC_FILE_SIZE_MESSAGE,
  kycDocumentStatusText,
  kycOverallStatus,
  NO_FILE_SELECTED_MESSAGE,
  REQUIRED_MESSAGE,
  ruleMessageCode,
} from '@casino/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycDocuments, kycRecords, players } from '../src/db/schema';
import { KYC_ALREADY_SUBMITTED_MESSAGE, KycService, KYC_NOT_REPLACEABLE_MESSAGE } from '../src/services/kyc';
import { mailTo, signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { databaseKinds, OPERATOR_TOKEN, startTestPlatform, type TestPlatform } from './harness';
import {
  FAKE_PNG,
  jpegFile,
  JPEG_BYTES,
  kycStatus,
  pdfFile,
  PDF_BYTES,
  pngFile,
  PNG_BYTES,
  threeDocuments,
  updateKyc,
  uploadKyc,
} from './kycFixtures';
import { english } from '../src/services/errors';

/** A 400 refusing one field with a rules message: its English text and its catalogue code (the site shows the code's text). */
const fieldRefusal = (field: string, message: string) => ({
  code: 400,
  message,
  fields: { [field]: message },
  fieldCodes: { [field]: { messageCode: ruleMessageCode(message) } },
});

type ErrorBody = { error: { code: number; message: string; fields?: Record<string, string> } };

describe.each(databaseKinds)('KYC on %s', (kind) => {
  let t: TestPlatform;
  let ada: SignedUpPlayer;
  let bob: SignedUpPlayer;
  let cleo: SignedUpPlayer;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
    [ada, bob, cleo] = await Promise.all([signUpPlayer(t), signUpPlayer(t), signUpPlayer(t)]);
  });
  afterAll(() => t?.close());

  const kycStatusOf = async (player: SignedUpPlayer) => {
    const [row] = await t.platform.context.db
      .select({ kycStatus: players.kycStatus })
      .from(players)
      .where(eq(players.id, player.playerId));
    return row?.kycStatus ?? null;
  };

  /** An operator call; `token` null sends none. */
  const review = (playerUuid: string, type: string, body: unknown, token: string | null = OPERATOR_TOKEN) =>
    t.call<{ result: KycRecord } & ErrorBody>(
      'POST',
      buildPath(adminApi.reviewKycDocument, { playerUuid, type } as never),
      { token: token ?? undefined, body },
    );

  const listReviews = (status?: 'pending' | 'all', token: string | null = OPERATOR_TOKEN) =>
    t.call<{ result: KycReviewItem[] } & ErrorBody>('GET', buildPath(adminApi.listKycReviews, undefined, { status }), {
      token: token ?? undefined,
    });

  /** A file link of a record, fetched with optional headers. */
  const open = (filePath: string, token?: string) =>
    fetch(t.baseUrl + filePath, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  describe('status', () => {
    it('answers an empty record before any submission', async () => {
      const record = await kycStatus(t, ada.token, ada.uuid);
      expect(record).toEqual({
        approved: false,
        documents: [],
        idApproved: false,
        addressApproved: false,
        photoWithIdApproved: false,
      });
      expect(kycOverallStatus(record)).toBeNull();
      expect(await kycStatusOf(ada)).toBeNull();
    });

    it('needs a token, refuses another player and a malformed uuid', async () => {
      const path = buildPath(kycApi.getStatus, undefined, { uuid: ada.uuid, isLatest: true });
      expect((await t.call('GET', path)).status).toBe(401);
      expect((await t.call('GET', path, { token: 'not-a-token' })).status).toBe(401);
      const other = await t.call<ErrorBody>('GET', path, { token: bob.token });
      expect(other.status).toBe(403);
      expect(other.body.error.code).toBe(403);
      const bad = await t.call<ErrorBody>('GET', buildPath(kycApi.getStatus, undefined, { uuid: 'nope' }), {
        token: ada.token,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toHaveProperty('uuid');
    });
  });

  describe('first submission', () => {
    it('needs a token and the own uuid', async () => {
      expect((await uploadKyc(t, undefined, ada.uuid, threeDocuments())).status).toBe(401);
      const other = await uploadKyc(t, bob.token, ada.uuid, threeDocuments());
      expect(other.status).toBe(403);
    });

    it("answers 'All files required' unless all three documents are sent", async () => {
      const two = await uploadKyc(t, ada.token, ada.uuid, { ID: jpegFile(), ADDRESS: pngFile() });
      expect(two.status).toBe(400);
      expect(two.body.error).toEqual(fieldRefusal('ID_WITH_PHOTO', ALL_FILES_REQUIRED_MESSAGE));
      const none = await uploadKyc(t, ada.token, ada.uuid, {});
      expect(none.status).toBe(400);
      expect(none.body.error?.message).toBe(ALL_FILES_REQUIRED_MESSAGE);
      const json = await t.call<ErrorBody>('POST', buildPath(kycApi.upload, { uuid: ada.uuid }), {
        token: ada.token,
        body: { ID: 'x' },
      });
      expect(json.status).toBe(400);
      expect(json.body.error.message).toBe(ALL_FILES_REQUIRED_MESSAGE);
    });

    it('checks files by content: a renamed text file is refused with the rules message', async () => {
      const answer = await uploadKyc(t, ada.token, ada.uuid, {
        ...threeDocuments(),
        ADDRESS: { bytes: FAKE_PNG, name: 'bill.png', type: 'image/png' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual(fieldRefusal('ADDRESS', INVALID_KYC_FILE_TYPE_MESSAGE));
      const empty = await uploadKyc(t, ada.token, ada.uuid, {
        ...threeDocuments(),
        ID: { bytes: Buffer.alloc(0), name: 'id.jpg', type: 'image/jpeg' },
      });
      expect(empty.status).toBe(400);
      expect(empty.body.error?.fields).toEqual({ ID: INVALID_KYC_FILE_TYPE_MESSAGE });
    });

    it('refuses a file over the size limit with the rules message', async () => {
      const big = Buffer.concat([PNG_BYTES, Buffer.alloc(KYC_FILE_SIZE_LIMIT_BYTES + 1 - PNG_BYTES.length)]);
      const answer = await uploadKyc(t, ada.token, ada.uuid, {
        ...threeDocuments(),
        ID_WITH_PHOTO: { bytes: big, name: 'selfie.png', type: 'image/png' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual(fieldRefusal('ID_WITH_PHOTO', KYC_FILE_SIZE_MESSAGE));
      // Exactly at the limit is fine by size (and this one is a real PNG by content).
      const atLimit = Buffer.concat([PNG_BYTES, Buffer.alloc(KYC_FILE_SIZE_LIMIT_BYTES - PNG_BYTES.length)]);
      const okSize = await uploadKyc(t, cleo.token, cleo.uuid, {
        ...threeDocuments(),
        ID: { bytes: atLimit, name: 'id.png', type: 'image/png' },
      });
      expect(okSize.status).toBe(200);
    });

    it('refuses unknown fields and a second file for a document', async () => {
      const unknown = await uploadKyc(t, ada.token, ada.uuid, { ID: jpegFile(), PHOTO: pngFile() });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error?.fields).toHaveProperty('PHOTO');
      const twice = await uploadKyc(t, ada.token, ada.uuid, { ID: [jpegFile(), jpegFile()], ADDRESS: pngFile() });
      expect(twice.status).toBe(400);
      expect(twice.body.error?.message).toBe('Only one file per document type');
      expect(await kycStatusOf(ada)).toBeNull();
    });

    it('stores the three documents awaiting review and marks the player pending', async () => {
      const answer = await uploadKyc(t, ada.token, ada.uuid, threeDocuments());
      expect(answer.status).toBe(200);
      const record = answer.body.result;
      expect(record.approved).toBe(false);
      expect(record.documents.map((doc) => doc.name)).toEqual(['ID', 'ADDRESS', 'ID_WITH_PHOTO']);
      for (const doc of record.documents) {
        expect(doc).toMatchObject({ isReviewed: false, rejected: false, rejectionReason: null, isExpired: false });
        expect(doc.files).toHaveLength(1);
        expect(doc.files[0]!.filePath).toMatch(/^\/api\/kyc\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/);
        expect(kycDocumentStatusText(doc, record)).toBe('Review Pending');
      }
      expect(record.documents.map((doc) => doc.files[0]!.mimeType)).toEqual([
        'image/jpeg',
        'image/png',
        'application/pdf',
      ]);
      expect(kycOverallStatus(record)).toBe('Verification Pending');
      expect(await kycStatusOf(ada)).toBe('pending');
      expect(await kycStatus(t, ada.token, ada.uuid)).toEqual(record);

      // Stored under DATA_DIR/uploads/kyc/<uuid>/ (a temporary folder in memory mode) with server-made names.
      const folder = path.join(t.platform.context.services.kyc.uploadRoot(), ada.uuid);
      const names = readdirSync(folder).sort();
      expect(names).toHaveLength(3);
      for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}\.(jpg|png|pdf)$/);
      expect(names.some((name) => name.includes('passport'))).toBe(false);
    });

    it('refuses a second first submission: replacing goes through update', async () => {
      const again = await uploadKyc(t, ada.token, ada.uuid, threeDocuments());
      expect(again.status).toBe(409);
      expect(again.body.error?.message).toBe(english(KYC_ALREADY_SUBMITTED_MESSAGE));
    });
  });

  describe('stored files', () => {
    let record: KycRecord;
    beforeAll(async () => {
      record = await kycStatus(t, ada.token, ada.uuid);
    });
    const link = (name: 'ID' | 'ADDRESS' | 'ID_WITH_PHOTO') => findKycDocument(record, name)!.files[0]!.filePath;
    const bare = (filePath: string) => filePath.split('?')[0]!;

    it('opens with the signed link, as stored and with its checked type', async () => {
      const response = await open(link('ID'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG_BYTES);
      const pdf = await open(link('ID_WITH_PHOTO'));
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer())).toEqual(PDF_BYTES);
    });

    it("never renders a PDF in the site's origin: a PDF with JavaScript is a sandboxed download", async () => {
      const scripted = Buffer.from(
        [
          '%PDF-1.4',
          '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj',
          '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
          '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
          '4 0 obj << /S /JavaScript /JS (app.alert(document.cookie)) >> endobj',
          'trailer << /Root 1 0 R >>',
          '%%EOF',
          '',
        ].join('\n'),
      );
      const dora = await signUpPlayer(t);
      const files = { ...threeDocuments(), ID_WITH_PHOTO: { bytes: scripted, name: 'x.pdf', type: 'application/pdf' } };
      expect((await uploadKyc(t, dora.token, dora.uuid, files)).status).toBe(200);
      const record = await kycStatus(t, dora.token, dora.uuid);
      const pdf = await open(findKycDocument(record, 'ID_WITH_PHOTO')!.files[0]!.filePath);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
      expect(pdf.headers.get('content-security-policy')).toMatch(/^default-src 'none'; sandbox(;|$)/);
      expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await pdf.arrayBuffer())).toEqual(scripted);
      // An image may open inline (the player's own preview), still sandboxed.
      const image = await open(findKycDocument(record, 'ID')!.files[0]!.filePath);
      expect(image.headers.get('content-disposition')).toMatch(/^inline; /);
      expect(image.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*; sandbox(;|$)/);
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it("opens for the owner's token and the operator token, never for another player", async () => {
      expect((await open(bare(link('ADDRESS')), ada.token)).status).toBe(200);
      expect((await open(bare(link('ADDRESS')), OPERATOR_TOKEN)).status).toBe(200);
      const other = await open(bare(link('ADDRESS')), bob.token);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ error: { code: 404 } });
      expect((await open(bare(link('ADDRESS')))).status).toBe(403);
    });

    it('refuses a forged or expired signature', async () => {
      const forged = link('ID').replace(/signature=[^&]+/, 'signature=AAAA');
      expect((await open(forged)).status).toBe(403);
      const expired = link('ID').replace(/expires=\d+/, 'expires=1000');
      expect((await open(expired)).status).toBe(403);
      const otherFile = link('ADDRESS').replace(/files\/[^?]+/, `files/${bare(link('ID')).split('/').pop()}`);
      expect((await open(otherFile)).status).toBe(403);
      const unknown = await open('/api/kyc/files/00000000-0000-4000-8000-000000000000', OPERATOR_TOKEN);
      expect(unknown.status).toBe(404);
      expect((await open('/api/kyc/files/not-a-uuid', OPERATOR_TOKEN)).status).toBe(400);
    });
  });

  describe('operator review and updates', () => {
    it('lists pending records for the operator token only', async () => {
      expect((await listReviews(undefined, null)).status).toBe(401);
      expect((await listReviews(undefined, 'wrong-token')).status).toBe(403);
      expect((await listReviews(undefined, ada.token)).status).toBe(403);
      const { status, body } = await listReviews();
      expect(status).toBe(200);
      const item = body.result.find((entry) => entry.player.uuid === ada.uuid);
      expect(item).toBeDefined();
      expect(item!.player).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: ada.email });
      expect(item!.record.documents).toHaveLength(3);
      expect(body.result.some((entry) => entry.player.uuid === bob.uuid)).toBe(false);
    });

    it('validates decisions and refuses unknown players and documents', async () => {
      expect((await review(ada.uuid, 'ADDRESS', { decision: 'reject' }, null)).status).toBe(401);
      expect((await review(ada.uuid, 'ADDRESS', { decision: 'reject' }, ada.token)).status).toBe(403);
      const noReason = await review(ada.uuid, 'ADDRESS', { decision: 'reject' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.error.fields).toEqual({ reason: REQUIRED_MESSAGE });
      const blank = await review(ada.uuid, 'ADDRESS', { decision: 'reject', reason: '   ' });
      expect(blank.status).toBe(400);
      expect((await review(ada.uuid, 'ADDRESS', { decision: 'maybe' })).status).toBe(400);
      expect((await review(ada.uuid, 'PHOTO', { decision: 'approve' })).status).toBe(400);
      expect((await review(ada.uuid, 'ADDRESS', {})).status).toBe(400);
      const past = await review(ada.uuid, 'ID', { decision: 'approve', expiryTime: '2020-01-01T00:00:00.000Z' });
      expect(past.status).toBe(400);
      expect(past.body.error.fields).toHaveProperty('expiryTime');
      const unknown = await review('00000000-0000-4000-8000-000000000000', 'ID', { decision: 'approve' });
      expect(unknown.status).toBe(404);
      const noDocuments = await review(bob.uuid, 'ID', { decision: 'approve' });
      expect(noDocuments.status).toBe(404);
    });

    it('updates only a rejected or expired document', async () => {
      const pending = await updateKyc(t, ada.token, ada.uuid, 'ADDRESS', { document: pngFile() });
      expect(pending.status).toBe(409);
      expect(pending.body.error?.message).toBe(english(KYC_NOT_REPLACEABLE_MESSAGE));
      const none = await updateKyc(t, bob.token, bob.uuid, 'ADDRESS', { document: pngFile() });
      expect(none.status).toBe(409);
    });

    it('rejects a document with a reason the player sees', async () => {
      const { status, body } = await review(ada.uuid, 'ADDRESS', { decision: 'reject', reason: 'the bill is blurred' });
      expect(status).toBe(200);
      const doc = findKycDocument(body.result, 'ADDRESS')!;
      expect(doc).toMatchObject({ isReviewed: true, rejected: true, rejectionReason: 'the bill is blurred' });
      expect(kycDocumentStatusText(doc, body.result)).toBe('rejected due to the bill is blurred');
      expect(await kycStatusOf(ada)).toBe('rejected');
      const mail = await mailTo(t, ada.email);
      expect(mail[0]!.subject).toBe('Your Address document needs a new upload');
      expect(mail[0]!.text).toContain('the bill is blurred');
      // Its button opens the dashboard's Kyc Verification tab, at the address the site serves it.
      expect(mail[0]!.links.map((link) => new URL(link).pathname)).toContain(profileTabLink('verification'));
    });

    it('replaces the rejected document, which then awaits review again', async () => {
      expect((await updateKyc(t, undefined, ada.uuid, 'ADDRESS', { document: pngFile() })).status).toBe(401);
      expect((await updateKyc(t, bob.token, ada.uuid, 'ADDRESS', { document: pngFile() })).status).toBe(403);
      const noFile = await updateKyc(t, ada.token, ada.uuid, 'ADDRESS', {});
      expect(noFile.status).toBe(400);
      expect(noFile.body.error?.message).toBe(NO_FILE_SELECTED_MESSAGE);
      const fake = await updateKyc(t, ada.token, ada.uuid, 'ADDRESS', {
        document: { bytes: FAKE_PNG, name: 'bill.png', type: 'image/png' },
      });
      expect(fake.status).toBe(400);
      expect(fake.body.error).toEqual(fieldRefusal('document', INVALID_KYC_FILE_TYPE_MESSAGE));
      const wrongField = await updateKyc(t, ada.token, ada.uuid, 'ADDRESS', { ADDRESS: pngFile() });
      expect(wrongField.status).toBe(400);

      const { status, body } = await updateKyc(t, ada.token, ada.uuid, 'ADDRESS', { document: pdfFile('bill.pdf') });
      expect(status).toBe(200);
      const doc = findKycDocument(body.result, 'ADDRESS')!;
      expect(doc).toMatchObject({ isReviewed: false, rejected: false, rejectionReason: null });
      expect(doc.files[0]!.mimeType).toBe('application/pdf');
      expect(kycDocumentStatusText(doc, body.result)).toBe('Review Pending');
      expect(await kycStatusOf(ada)).toBe('pending');
      expect((await updateKyc(t, ada.token, ada.uuid, 'ADDRESS', { document: pngFile() })).status).toBe(409);

      const history = await kycStatus(t, ada.token, ada.uuid, false);
      expect(history.documents.filter((entry) => entry.name === 'ADDRESS')).toHaveLength(2);
      expect((await kycStatus(t, ada.token, ada.uuid)).documents).toHaveLength(3);
    });

    it('verifies the player once all three are approved and tells them by e-mail', async () => {
      const first = await review(ada.uuid, 'ID', { decision: 'approve' });
      expect(first.status).toBe(200);
      expect(first.body.result).toMatchObject({ idApproved: true, approved: false });
      expect(kycDocumentStatusText(findKycDocument(first.body.result, 'ID'), first.body.result)).toBe('Approved');
      await review(ada.uuid, 'ADDRESS', { decision: 'approve' });
      expect(await kycStatusOf(ada)).toBe('pending');
      const expiry = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
      const last = await review(ada.uuid, 'ID_WITH_PHOTO', { decision: 'approve', expiryTime: expiry });
      expect(last.status).toBe(200);
      expect(last.body.result).toMatchObject({
        approved: true,
        idApproved: true,
        addressApproved: true,
        photoWithIdApproved: true,
      });
      expect(findKycDocument(last.body.result, 'ID_WITH_PHOTO')!.expiryTime).toBe(expiry);
      expect(kycOverallStatus(last.body.result)).toBe('Verified');
      expect(await kycStatusOf(ada)).toBe('approved');
      const verified = (await mailTo(t, ada.email)).filter((mail) => mail.subject === 'Your account is verified');
      expect(verified).toHaveLength(1);
      expect(verified[0]!.text).toContain('verified');

      const pending = await listReviews('pending');
      expect(pending.body.result.some((entry) => entry.player.uuid === ada.uuid)).toBe(false);
      const all = await listReviews('all');
      expect(all.body.result.find((entry) => entry.player.uuid === ada.uuid)!.record.approved).toBe(true);
    });

    it('expires a document: the player sees the date and may replace it', async () => {
      const { status, body } = await review(ada.uuid, 'ID', { decision: 'expire' });
      expect(status).toBe(200);
      const doc = findKycDocument(body.result, 'ID')!;
      expect(doc).toMatchObject({ isReviewed: true, rejected: false, isExpired: true });
      expect(body.result).toMatchObject({ approved: false, idApproved: false });
      expect(kycDocumentStatusText(doc, body.result)).toMatch(/^expired on \d{4}-\d{2}-\d{2}$/);
      expect(kycOverallStatus(body.result)).toBe('Verification Pending');
      expect(await kycStatusOf(ada)).toBe('expired');

      const replaced = await updateKyc(t, ada.token, ada.uuid, 'ID', { document: jpegFile() });
      expect(replaced.status).toBe(200);
      expect(await kycStatusOf(ada)).toBe('pending');
      await review(ada.uuid, 'ID', { decision: 'approve' });
      expect(await kycStatusOf(ada)).toBe('approved');
      const verified = (await mailTo(t, ada.email)).filter((mail) => mail.subject === 'Your account is verified');
      expect(verified).toHaveLength(2);
    });

    it('answers a document past its expiry time as expired', async () => {
      const [record] = await t.platform.context.db
        .select({ id: kycRecords.id })
        .from(kycRecords)
        .where(eq(kycRecords.playerId, ada.playerId));
      await t.platform.context.db
        .update(kycDocuments)
        .set({ expiryTime: new Date(Date.now() - 60_000) })
        .where(eq(kycDocuments.recordId, record!.id));
      const current = await kycStatus(t, ada.token, ada.uuid);
      expect(current.approved).toBe(false);
      expect(current.documents.every((doc) => doc.isExpired)).toBe(true);
      expect(await kycStatusOf(ada)).toBe('expired');
      expect((await updateKyc(t, ada.token, ada.uuid, 'ADDRESS', { document: pngFile() })).status).toBe(200);
    });
  });

  it('keeps stored files out of any public folder', async () => {
    const folder = path.join(t.platform.context.services.kyc.uploadRoot(), ada.uuid);
    const [name] = readdirSync(folder);
    expect(existsSync(path.join(folder, name!))).toBe(true);
    expect(readFileSync(path.join(folder, name!)).length).toBeGreaterThan(0);
    const guess = await fetch(`${t.baseUrl}/uploads/kyc/${ada.uuid}/${name}`);
    expect(guess.status).toBe(404);
  });
});

describe('KYC files with the database in a folder', () => {
  it('stores them under DATA_DIR/uploads/kyc', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-kyc-test-'));
    try {
      const config = { dataDir, jwtSecret: 'x'.repeat(32), publicUrl: 'http://localhost' };
      const service = new KycService({ config, db: null as never, mailer: null as never, log: console } as never);
      expect(service.uploadRoot()).toBe(path.join(dataDir, 'uploads', 'kyc'));
      expect(existsSync(service.uploadRoot())).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps them in a temporary folder that goes away when the database is in memory', async () => {
    const t = await startTestPlatform('pglite', { DATA_DIR: 'memory://' });
    const root = t.platform.context.services.kyc.uploadRoot();
    expect(root.startsWith(os.tmpdir())).toBe(true);
    expect(existsSync(root)).toBe(true);
    await t.close();
    expect(existsSync(root)).toBe(false);
  });
});
