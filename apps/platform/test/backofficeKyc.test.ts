// The back office's KYC queue (issue 30): oldest first with identity details, claims between two
// staff members (taken-by, 409, expiry on the platform's clock), the staff viewer's files (safe
// headers, every view an audit entry), approve / reject / reject finally as the player then sees
// it (record, e-mail, no re-upload), and the matrix (kyc.read sees, kyc.review decides).
import { type AuditPage, backofficeApi, buildPath, type KycQueueItem, STAFF_SESSION_COOKIE } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { type StaffBrowser, staffSignedIn } from './backofficeFixtures';
import { mailTo, signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { JPEG_BYTES, kycStatus, PDF_BYTES, pngFile, threeDocuments, updateKyc, uploadKyc } from './kycFixtures';

type Failure = { error: { message: string; messageCode?: string; reason?: string; fields?: Record<string, string> } };

describe.each(databaseKinds)('the back-office KYC queue on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));
  let clara: StaffBrowser; // compliance
  let omar: StaffBrowser; // compliance
  let pat: StaffBrowser; // payments: kyc.read, not kyc.review
  let sue: StaffBrowser; // support: kyc.read, not kyc.review
  let mark: StaffBrowser; // marketing: neither
  let first: SignedUpPlayer;
  let second: SignedUpPlayer;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0' }, { clock });
    clara = await staffSignedIn(t, clock, 'clara@staff.test', 'compliance');
    omar = await staffSignedIn(t, clock, 'omar@staff.test', 'compliance');
    pat = await staffSignedIn(t, clock, 'pat@staff.test', 'payments');
    sue = await staffSignedIn(t, clock, 'sue@staff.test', 'support');
    mark = await staffSignedIn(t, clock, 'mark@staff.test', 'marketing');
    first = await signUpPlayer(t, { firstName: 'Grace', lastName: 'Hopper', dob: '1980-12-09', city: 'Cork' });
    expect((await uploadKyc(t, first.token, first.uuid, threeDocuments())).status).toBe(200);
    second = await signUpPlayer(t, { firstName: 'Alan', lastName: 'Turing', country: 'Spain' });
    expect((await uploadKyc(t, second.token, second.uuid, threeDocuments())).status).toBe(200);
  });
  afterAll(() => t?.close());

  /** Moves the clock, keeping every staff session alive (they end after 15 idle minutes). */
  const advanceMinutes = async (minutes: number) => {
    for (let left = minutes; left > 0; left -= 5) {
      clock.advanceMinutes(Math.min(5, left));
      for (const browser of [clara, omar, pat, sue, mark]) {
        expect((await browser.call('GET', buildPath(backofficeApi.me))).status).toBe(200);
      }
    }
  };

  const queue = async (browser: StaffBrowser) => {
    const answer = await browser.call<KycQueueItem[]>('GET', buildPath(backofficeApi.kycQueue));
    expect(answer.status).toBe(200);
    return answer.body.result.filter((item) => [first.uuid, second.uuid].includes(item.player.uuid));
  };
  const itemOf = async (browser: StaffBrowser, uuid: string) => {
    const answer = await browser.call<KycQueueItem>('GET', buildPath(backofficeApi.kycItem, { uuid }));
    expect(answer.status).toBe(200);
    return answer.body.result;
  };
  const take = (browser: StaffBrowser, uuid: string) =>
    browser.call<KycQueueItem>('POST', buildPath(backofficeApi.takeKycItem, { uuid }));
  const decide = (
    browser: StaffBrowser,
    uuid: string,
    type: 'ID' | 'ADDRESS' | 'ID_WITH_PHOTO',
    body: { decision: 'approve' | 'reject'; reason?: string; final?: boolean },
  ) => browser.call<KycQueueItem>('POST', buildPath(backofficeApi.decideKycDocument, { uuid, type }), { body });
  const auditOf = async (uuid: string, action: string) => {
    const answer = await clara.call<AuditPage>(
      'GET',
      buildPath(backofficeApi.listAudit, undefined, { playerUuid: uuid, action: action as never }),
    );
    expect(answer.status).toBe(200);
    return answer.body.result.entries;
  };

  it('lists the players with documents waiting, oldest first, with identity details and files', async () => {
    const items = await queue(clara);
    expect(items.map((item) => item.player.uuid)).toEqual([first.uuid, second.uuid]);
    const [grace] = items;
    expect(grace!.player).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      dateOfBirth: '1980-12-09',
      address: '1 Main Street',
      city: 'Cork',
      country: 'Ireland',
      email: first.email,
    });
    expect(items[1]!.player.country).toBe('Spain');
    expect(grace!.takenBy).toBeNull();
    expect(grace!.documents.map((doc) => [doc.name, doc.status, doc.files.map((file) => file.mimeType)])).toEqual([
      ['ID', 'pending', ['image/jpeg']],
      ['ADDRESS', 'pending', ['image/png']],
      ['ID_WITH_PHOTO', 'pending', ['application/pdf']],
    ]);
    expect(new Date(grace!.waitingSince!).getTime()).toBeLessThanOrEqual(new Date(items[1]!.waitingSince!).getTime());
    // Read-only roles see the queue too; marketing does not.
    expect((await queue(pat)).length).toBe(2);
    expect((await queue(sue)).length).toBe(2);
    const refused = await mark.call<never>('GET', buildPath(backofficeApi.kycQueue));
    expect(refused.status).toBe(403);
  });

  it('shows an item one staff member took as taken to the others, until the claim expires', async () => {
    const taken = await take(clara, first.uuid);
    expect(taken.status).toBe(200);
    expect(taken.body.result.takenBy).toMatchObject({ name: 'clara', mine: true, since: clock.now().toISOString() });

    const seen = (await queue(omar)).find((item) => item.player.uuid === first.uuid)!;
    expect(seen.takenBy).toMatchObject({ name: 'clara', mine: false });
    const clash = await take(omar, first.uuid);
    expect(clash.status).toBe(409);
    expect((clash.body as unknown as Failure).error).toMatchObject({ messageCode: 'staff.kycTaken', reason: 'taken' });
    expect((clash.body as unknown as Failure).error.message).toContain('clara');
    const decideClash = await decide(omar, first.uuid, 'ID', { decision: 'approve' });
    expect(decideClash.status).toBe(409);
    expect((await kycStatus(t, first.token, first.uuid)).documents.every((doc) => !doc.isReviewed)).toBe(true);

    // Taking it again renews the claim and keeps its start.
    const since = clock.now().toISOString();
    await advanceMinutes(5);
    const renewed = await take(clara, first.uuid);
    expect(renewed.body.result.takenBy).toMatchObject({ since, mine: true });
    await advanceMinutes(9);
    expect((await itemOf(omar, first.uuid)).takenBy).toMatchObject({ name: 'clara' });
    await advanceMinutes(2); // 11 minutes after the last take: expired
    expect((await itemOf(omar, first.uuid)).takenBy).toBeNull();
    const now = await take(omar, first.uuid);
    expect(now.status).toBe(200);
    expect((await itemOf(clara, first.uuid)).takenBy).toMatchObject({ name: 'omar', mine: false });

    // Releasing gives it back; a release by someone else leaves the claim alone.
    await clara.call('POST', buildPath(backofficeApi.releaseKycItem, { uuid: first.uuid }));
    expect((await itemOf(clara, first.uuid)).takenBy).toMatchObject({ name: 'omar' });
    const released = await omar.call<KycQueueItem>(
      'POST',
      buildPath(backofficeApi.releaseKycItem, { uuid: first.uuid }),
    );
    expect(released.body.result.takenBy).toBeNull();
  });

  it('serves the files inline with the safe headers, and records every view in the audit', async () => {
    const item = await itemOf(sue, first.uuid);
    const [jpeg, , pdf] = item.documents.map((doc) => doc.files[0]!);
    const open = (browser: StaffBrowser, path: string) =>
      fetch(t.baseUrl + path, { headers: { cookie: `${STAFF_SESSION_COOKIE}=${browser.cookie}` } });

    const image = await open(sue, jpeg!.path);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(JPEG_BYTES)).toBe(true);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toMatch(/^inline; filename="ID\.jpg"$/);
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(image.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(image.headers.get('cache-control')).toBe('private, no-store');

    const document = await open(pat, pdf!.path);
    expect(document.status).toBe(200);
    expect(Buffer.from(await document.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(document.headers.get('content-disposition')).toMatch(/^inline; filename="ID_WITH_PHOTO\.pdf"$/);
    expect(document.headers.get('content-security-policy')).toMatch(/default-src 'none'; sandbox/);

    const views = await auditOf(first.uuid, 'kyc.viewDocument');
    expect(views.slice(0, 2)).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actorRole: 'payments',
        targetKind: 'kycDocument',
        targetId: pdf!.id,
        playerUuid: first.uuid,
        after: { document: 'ID_WITH_PHOTO', mimeType: 'application/pdf' },
      }),
      expect.objectContaining({ actorKind: 'staff', actorRole: 'support', targetId: jpeg!.id }),
    ]);
    // Marketing may not look; an unknown file is 404; neither is an audit entry.
    expect((await open(mark, jpeg!.path)).status).toBe(403);
    expect((await open(sue, buildPath(backofficeApi.kycFile, { fileId: crypto.randomUUID() }))).status).toBe(404);
    expect(await fetch(t.baseUrl + jpeg!.path).then((answer) => answer.status)).toBe(401);
    expect((await auditOf(first.uuid, 'kyc.viewDocument')).length).toBe(2);
  });

  it('refuses decisions and claims to roles without kyc.review (403), and a rejection without a reason (400)', async () => {
    for (const browser of [pat, sue, mark]) {
      expect((await decide(browser, first.uuid, 'ID', { decision: 'approve' })).status).toBe(403);
      expect((await take(browser, first.uuid)).status).toBe(403);
    }
    const noReason = await decide(clara, first.uuid, 'ADDRESS', { decision: 'reject', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect((noReason.body as unknown as Failure).error.fields).toHaveProperty('reason');
    expect((await kycStatus(t, first.token, first.uuid)).documents.every((doc) => !doc.isReviewed)).toBe(true);
    expect(await auditOf(first.uuid, 'kyc.review')).toEqual([]);
  });

  it('approves, rejects and rejects finally: the player sees each, is e-mailed, and cannot upload a final one again', async () => {
    expect((await take(clara, first.uuid)).status).toBe(200);
    const approved = await decide(clara, first.uuid, 'ID', { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.result.takenBy).toMatchObject({ name: 'clara', mine: true });
    const rejected = await decide(clara, first.uuid, 'ADDRESS', {
      decision: 'reject',
      reason: 'The bill is older than three months',
    });
    expect(rejected.status).toBe(200);
    const final = await decide(clara, first.uuid, 'ID_WITH_PHOTO', {
      decision: 'reject',
      reason: 'The face does not match the ID',
      final: true,
    });
    expect(final.status).toBe(200);
    // Nothing left to decide: the claim ended and the player left the queue.
    expect(final.body.result.takenBy).toBeNull();
    expect(final.body.result.waitingSince).toBeNull();
    expect(final.body.result.documents.map((doc) => [doc.name, doc.status, doc.rejectionFinal])).toEqual([
      ['ID', 'approved', false],
      ['ADDRESS', 'rejected', false],
      ['ID_WITH_PHOTO', 'rejected', true],
    ]);
    expect((await queue(omar)).map((item) => item.player.uuid)).toEqual([second.uuid]);

    // The player's own view.
    const record = await kycStatus(t, first.token, first.uuid);
    expect(record.idApproved).toBe(true);
    expect(record.approved).toBe(false);
    const byName = Object.fromEntries(record.documents.map((doc) => [doc.name, doc]));
    expect(byName.ADDRESS).toMatchObject({
      rejected: true,
      rejectionReason: 'The bill is older than three months',
      rejectionFinal: false,
    });
    expect(byName.ID_WITH_PHOTO).toMatchObject({
      rejected: true,
      rejectionReason: 'The face does not match the ID',
      rejectionFinal: true,
    });

    // E-mails: a rejection says upload again; a final one says it is final.
    const mail = await mailTo(t, first.email);
    const address = mail.find((message) => message.subject === 'Your Address document needs a new upload')!;
    expect(address.text).toContain('The bill is older than three months');
    expect(address.text).not.toContain('This decision is final');
    const selfie = mail.find((message) => message.text.includes('The face does not match the ID'))!;
    expect(selfie.text).toContain('This decision is final: the document cannot be uploaded again.');

    // The audit: who decided what, before and after, with the reason.
    const reviews = await auditOf(first.uuid, 'kyc.review');
    expect(reviews).toHaveLength(3);
    expect(reviews[0]).toMatchObject({
      actorKind: 'staff',
      actorRole: 'compliance',
      targetKind: 'kycDocument',
      targetId: `${first.uuid}/ID_WITH_PHOTO`,
      reason: 'The face does not match the ID',
      before: { isReviewed: false, rejected: false },
      after: { decision: 'reject', final: true, document: { rejected: true, rejectionFinal: true } },
    });
    expect(reviews[2]).toMatchObject({ after: { decision: 'approve', final: false, kycApproved: false } });

    // The player may replace the rejected bill, never the finally rejected selfie.
    const again = await updateKyc(t, first.token, first.uuid, 'ADDRESS', { document: pngFile() });
    expect(again.status).toBe(200);
    const refused = await updateKyc(t, first.token, first.uuid, 'ID_WITH_PHOTO', { document: pngFile() });
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as Failure).error).toMatchObject({
      messageCode: 'kyc.rejectedFinal',
      message: expect.stringContaining('cannot be uploaded again'),
    });
    // The new bill puts the player back in the queue, behind the older upload.
    expect((await queue(omar)).map((item) => item.player.uuid)).toEqual([second.uuid, first.uuid]);
  });
});
