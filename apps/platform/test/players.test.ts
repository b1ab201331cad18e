import { existsSync } from 'node:fs';
import path from 'node:path';
import { authApi, buildPath, playersApi, RESULT_MESSAGES, type SignInResult } from '@casino/contract';
import { eq, sql } from 'drizzle-orm';
import { ruleMessageCode } from '@casino/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, newsletterSubscriptions, players } from '../src/db/schema';
import { DEMO_PLAYER, seedPlayers } from '../src/db/seed/players';
import { avatarsDir, DEFAULT_PREFERENCES, PLAYER_MESSAGES } from '../src/services/players';
import { english } from '../src/services/errors';
import { mailTo, signUpPlayer } from './fixtures';
import { databaseKinds, startTestPlatform, type TestPlatform } from './harness';

const DETAILS = buildPath(playersApi.getDetails);
const UPDATE_DETAILS = buildPath(playersApi.updateDetails);
const UPDATE = buildPath(playersApi.update);
const UPLOAD = buildPath(playersApi.uploadProfilePicture);
const PREFERENCES = buildPath(playersApi.getPreferences);
const NEWSLETTER = buildPath(authApi.subscribeNewsletter);
const SIGN_IN = buildPath(playersApi.signIn);

interface ErrorBody {
  error: { code: number; message: string; fields?: Record<string, string> };
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The start of a JPEG (SOI, APP0 JFIF): enough for the content check. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);

const identity = {
  firstName: 'Grace',
  lastName: 'Hopper',
  dob: '1985-12-09',
  phoneNumber: '+15551234567',
  address: '42 Harbour Road',
  city: 'New York',
  country: 'United States',
  consent: true,
};

describe.each(databaseKinds)('players on %s', (kind) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startTestPlatform(kind);
  });
  afterAll(() => t?.close());

  const upload = (
    token: string | undefined,
    parts: { field?: string; content?: Buffer; type?: string; name?: string }[],
  ) => {
    const form = new FormData();
    for (const part of parts) {
      form.append(
        part.field ?? 'file',
        new Blob([new Uint8Array(part.content ?? PNG)], { type: part.type ?? 'image/png' }),
        part.name ?? 'picture.png',
      );
    }
    return fetch(t.baseUrl + UPLOAD, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as never }));
  };

  describe('players.getDetails', () => {
    it('answers the signed-in player, and 401 without a valid token', async () => {
      const player = await signUpPlayer(t);
      const other = await signUpPlayer(t);
      const mine = await t.call<{ result: { uuid: string; email: string } }>('GET', DETAILS, { token: player.token });
      expect(mine.status).toBe(200);
      expect(mine.body.result).toMatchObject({ uuid: player.uuid, email: player.email });
      const theirs = await t.call<{ result: { uuid: string } }>('GET', DETAILS, { token: other.token });
      expect(theirs.body.result.uuid).toBe(other.uuid);

      expect((await t.call('GET', DETAILS)).status).toBe(401);
      const garbage = await t.call<ErrorBody>('GET', DETAILS, { token: 'not.a.jwt' });
      expect(garbage.status).toBe(401);
      expect(garbage.body.error.message).toBe('Token expired, please login again');
    });
  });

  describe('players.updateDetails', () => {
    it('saves the identity details and answers the whole player', async () => {
      const player = await signUpPlayer(t);
      const { status, body } = await t.call<{ result: Record<string, unknown> }>('PUT', UPDATE_DETAILS, {
        token: player.token,
        body: identity,
      });
      expect(status).toBe(200);
      expect(body.result).toMatchObject({ ...identity, uuid: player.uuid, email: player.email });
      expect(body.result.accounts).toHaveLength(1);
    });

    it('needs consent, and refuses bad fields with the rules’ messages', async () => {
      const player = await signUpPlayer(t);
      const noConsent = await t.call<ErrorBody>('PUT', UPDATE_DETAILS, {
        token: player.token,
        body: { ...identity, consent: false },
      });
      expect(noConsent.status).toBe(400);
      expect(noConsent.body.error).toMatchObject({
        message: 'Consent is required to edit details',
        fields: { consent: 'Consent is required to edit details' },
      });

      const bad = await t.call<ErrorBody>('PUT', UPDATE_DETAILS, {
        token: player.token,
        body: { ...identity, firstName: 'G', city: 'N3w York', dob: '31-12-1990', phoneNumber: 'call me' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        firstName: 'minimum length of 2',
        city: 'only letters and single space between words are allowed',
        dob: 'YYYY-MM-DD format required',
        phoneNumber: 'only numbers and + allowed',
      });
      expect((await t.call('PUT', UPDATE_DETAILS, { token: player.token, body: {} })).status).toBe(400);
      const details = await t.call<{ result: { firstName: string } }>('GET', DETAILS, { token: player.token });
      expect(details.body.result.firstName).toBe('Ada');
    });

    it('answers 401 without a token', async () => {
      expect((await t.call('PUT', UPDATE_DETAILS, { body: identity })).status).toBe(401);
    });
  });

  describe('players.update', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const player = await signUpPlayer(t);
      const second = await t.call<{ result: SignInResult }>('POST', SIGN_IN, {
        body: { email: player.email, password: player.password },
      });
      const newPassword = 'Changed-Password-5';
      const { status } = await t.call('PUT', UPDATE, {
        token: player.token,
        body: { action: 'password', currentPassword: player.password, newPassword, confirmPassword: newPassword },
      });
      expect(status).toBe(200);
      expect((await t.call('GET', DETAILS, { token: player.token })).status).toBe(200);
      expect((await t.call('GET', DETAILS, { token: second.body.result.token })).status).toBe(401);
      expect((await t.call('POST', SIGN_IN, { body: { email: player.email, password: player.password } })).status).toBe(
        401,
      );
      expect((await t.call('POST', SIGN_IN, { body: { email: player.email, password: newPassword } })).status).toBe(
        200,
      );
      expect((await mailTo(t, player.email))[0]!.subject).toBe('Your password was changed');
    });

    it('refuses a wrong current password and a new password that breaks the rules', async () => {
      const player = await signUpPlayer(t);
      const wrong = await t.call<ErrorBody>('PUT', UPDATE, {
        token: player.token,
        body: {
          action: 'password',
          currentPassword: 'Wrong-Password-9',
          newPassword: 'Changed-Password-5',
          confirmPassword: 'Changed-Password-5',
        },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.fields).toEqual({ currentPassword: english(PLAYER_MESSAGES.currentPasswordWrong) });

      const bad = await t.call<ErrorBody>('PUT', UPDATE, {
        token: player.token,
        body: { action: 'password', currentPassword: '', newPassword: 'short', confirmPassword: 'other' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        currentPassword: 'required',
        newPassword: 'minimum length of 8',
        confirmPassword: 'passwords must match',
      });
    });

    it('changes the gamertag; a taken one (any case) is refused', async () => {
      const player = await signUpPlayer(t);
      const other = await signUpPlayer(t);
      const gamertag = `ada${Date.now().toString(36)}`;
      const ok = await t.call<{ result: { username: string } }>('PUT', UPDATE, {
        token: player.token,
        body: { action: 'username', username: gamertag },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.result.username).toBe(gamertag);

      const taken = await t.call<ErrorBody>('PUT', UPDATE, {
        token: other.token,
        body: { action: 'username', username: gamertag },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error.fields).toEqual({ username: 'This gamertag is already taken' });

      const bad = await t.call<ErrorBody>('PUT', UPDATE, {
        token: other.token,
        body: { action: 'username', username: 'Bad Name!' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({ username: 'only lowercase and numbers allowed' });
      const short = await t.call<ErrorBody>('PUT', UPDATE, {
        token: other.token,
        body: { action: 'username', username: 'ab' },
      });
      expect(short.body.error.fields).toEqual({ username: 'minimum length of 5' });
    });

    it('refuses an unknown action or a missing body, and answers 401 without a token', async () => {
      const player = await signUpPlayer(t);
      expect((await t.call('PUT', UPDATE, { token: player.token, body: { action: 'nickname' } })).status).toBe(400);
      expect((await t.call('PUT', UPDATE, { token: player.token, body: {} })).status).toBe(400);
      expect((await t.call('PUT', UPDATE, { body: { action: 'username', username: 'whoever1' } })).status).toBe(401);
    });

    it('rate-limits password and e-mail changes per player', async () => {
      const player = await signUpPlayer(t);
      // Refused input (a confirmation that differs), so that only this limit counts: wrong
      // passwords are throttled sooner, as at sign-in (credentialThrottle.test.ts).
      const attempt = () =>
        t.call('PUT', UPDATE, {
          token: player.token,
          body: {
            action: 'password',
            currentPassword: player.password,
            newPassword: 'aaaaaaaa',
            confirmPassword: 'bbbbbbbb',
          },
        });
      for (let index = 1; index <= 10; index += 1) expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(429);
    });
  });

  describe('players.uploadProfilePicture', () => {
    it('stores a PNG or JPEG under a server-made name and serves it', async () => {
      const player = await signUpPlayer(t);
      const png = await upload(player.token, [{ name: '../../evil.png' }]);
      expect(png.status).toBe(200);
      const { profilePicture } = (png.body as { result: { profilePicture: string } }).result;
      expect(profilePicture).toMatch(new RegExp(`^${t.config.publicUrl}/api/players/pictures/[a-f0-9]{32}\\.png$`));
      const picturePath = new URL(profilePicture).pathname;
      const served = await fetch(t.baseUrl + picturePath);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

      const details = await t.call<{ result: { profilePicture: string } }>('GET', DETAILS, { token: player.token });
      expect(details.body.result.profilePicture).toBe(profilePicture);

      // A JPEG sent with a wrong declared type is judged by its content; the old picture is removed.
      const jpeg = await upload(player.token, [{ content: JPEG, type: 'application/octet-stream', name: 'x.bin' }]);
      expect(jpeg.status).toBe(200);
      const jpegUrl = (jpeg.body as { result: { profilePicture: string } }).result.profilePicture;
      expect(jpegUrl).toMatch(/\.jpg$/);
      const servedJpeg = await fetch(t.baseUrl + new URL(jpegUrl).pathname);
      expect(servedJpeg.headers.get('content-type')).toBe('image/jpeg');
      expect((await fetch(t.baseUrl + picturePath)).status).toBe(404);
      expect(existsSync(path.join(avatarsDir(t.config), path.basename(picturePath)))).toBe(false);
    });

    it('refuses other content, big files and missing files with the rules’ messages', async () => {
      /** A 400 refusing the file with a rules message, and the message's catalogue code (what the site shows). */
      const fileRefusal = (message: string) => ({
        code: 400,
        message,
        fields: { file: message },
        fieldCodes: { file: { messageCode: ruleMessageCode(message) } },
      });
      const player = await signUpPlayer(t);
      const typeMessage = 'Invalid file type. Types Allowed: image/jpeg, image/png, image/jpg';
      const gif = await upload(player.token, [{ content: GIF, type: 'image/png', name: 'fake.png' }]);
      expect(gif).toEqual({
        status: 400,
        body: { error: fileRefusal(typeMessage) },
      });
      const text = await upload(player.token, [{ content: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' }]);
      expect(text.status).toBe(400);

      const big = await upload(player.token, [{ content: Buffer.concat([PNG, Buffer.alloc(524_288)]) }]);
      expect(big).toEqual({
        status: 400,
        body: { error: fileRefusal('File size exceeds 512KB.') },
      });
      const exactly = await upload(player.token, [
        { content: Buffer.concat([PNG, Buffer.alloc(524_288 - PNG.length)]) },
      ]);
      expect(exactly.status).toBe(200);

      const noFile = {
        status: 400,
        body: { error: fileRefusal('No file selected.') },
      };
      expect(await upload(player.token, [])).toEqual(noFile);
      expect(await upload(player.token, [{ field: 'picture' }])).toEqual(noFile);
      expect(await upload(player.token, [{ content: Buffer.alloc(0) }])).toEqual(noFile);
      const json = await t.call('POST', UPLOAD, { token: player.token, body: { file: 'x' } });
      expect(json).toEqual(noFile);
    });

    it('answers 401 without a token and never serves a path outside the pictures', async () => {
      expect((await upload(undefined, [{}])).status).toBe(401);
      for (const name of ['..%2F..%2Fpackage.json', '%2e%2e', 'x.png', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png']) {
        expect((await fetch(`${t.baseUrl}/api/players/pictures/${name}`)).status).toBe(404);
      }
    });
  });

  describe('preferences', () => {
    it('starts with the defaults and saves changes per player', async () => {
      const player = await signUpPlayer(t);
      const other = await signUpPlayer(t);
      expect(await t.call('GET', PREFERENCES, { token: player.token })).toEqual({
        status: 200,
        body: { result: DEFAULT_PREFERENCES },
      });
      const changed = await t.call('PUT', PREFERENCES, {
        token: player.token,
        body: {
          contact: { bonusClubEmail: true },
          notifications: { feedbackRequests: false, billingAndAccount: false },
        },
      });
      const expected = {
        contact: { ...DEFAULT_PREFERENCES.contact, bonusClubEmail: true },
        notifications: { announcements: true, feedbackRequests: false, billingAndAccount: true },
      };
      expect(changed).toEqual({ status: 200, body: { result: expected } });
      const again = await t.call('PUT', PREFERENCES, {
        token: player.token,
        body: { contact: { bonusClubSms: true } },
      });
      expect(again.body).toEqual({ result: { ...expected, contact: { ...expected.contact, bonusClubSms: true } } });
      expect((await t.call('GET', PREFERENCES, { token: other.token })).body).toEqual({ result: DEFAULT_PREFERENCES });
    });

    it('refuses bad input and answers 401 without a token', async () => {
      const player = await signUpPlayer(t);
      const bad = await t.call<ErrorBody>('PUT', PREFERENCES, {
        token: player.token,
        body: { contact: { bonusClubSms: 'maybe' } },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toHaveProperty(['contact.bonusClubSms']);
      expect((await t.call('PUT', PREFERENCES, { token: player.token, body: { contact: 5 } })).status).toBe(400);
      expect((await t.call('GET', PREFERENCES)).status).toBe(401);
      expect((await t.call('PUT', PREFERENCES, { body: {} })).status).toBe(401);
    });
  });

  describe('auth.subscribeNewsletter', () => {
    it('subscribes once and answers repeats the same', async () => {
      const first = await t.call('POST', NEWSLETTER, { body: { email: 'Fan@Example.com' } });
      expect(first).toEqual({ status: 200, body: { result: { message: RESULT_MESSAGES.newsletterSubscribed } } });
      expect(await t.call('POST', NEWSLETTER, { body: { email: ' fan@example.com ' } })).toEqual(first);
      const rows = await t.platform.context.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(sql`lower(${newsletterSubscriptions.email})`, 'fan@example.com'));
      expect(rows).toHaveLength(1);
    });

    it('refuses an invalid address', async () => {
      const bad = await t.call<ErrorBody>('POST', NEWSLETTER, { body: { email: 'fan at example' } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({ email: 'Invalid email address' });
      expect((await t.call('POST', NEWSLETTER, { body: {} })).status).toBe(400);
      expect((await t.call('POST', NEWSLETTER, { body: { email: 'x'.repeat(100_000) } })).status).toBe(400);
    });
  });

  describe('the demo player seed', () => {
    it('signs in with the demo password, has a verified e-mail and 100.00 EUR, and is not seeded twice', async () => {
      const signIn = await t.call<{ result: SignInResult }>('POST', SIGN_IN, {
        body: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
      });
      expect(signIn.status).toBe(200);
      const details = await t.call<{ result: Record<string, unknown> }>('GET', DETAILS, {
        token: signIn.body.result.token,
      });
      expect(details.body.result).toMatchObject({
        email: DEMO_PLAYER.email,
        username: DEMO_PLAYER.username,
        isVerified: true,
        accounts: [{ type: 'combined', value: '100.00', currency: { code: 'EUR' } }],
      });

      await seedPlayers(t.platform.context.db, t.config);
      const again = await t.call<{ result: { accounts: { value: string }[] } }>('GET', DETAILS, {
        token: signIn.body.result.token,
      });
      expect(again.body.result.accounts).toHaveLength(1);
      expect(again.body.result.accounts[0]!.value).toBe('100.00');
      const [row] = await t.platform.context.db.select().from(players).where(eq(players.email, DEMO_PLAYER.email));
      const entries = await t.platform.context.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.referenceType, 'seed'));
      expect(row).toBeDefined();
      expect(entries).toHaveLength(1);
    });

    it('is not seeded in production', async () => {
      const { db } = t.platform.context;
      await db.delete(players).where(eq(players.email, DEMO_PLAYER.email));
      await seedPlayers(db, { ...t.config, env: 'production' });
      expect(await db.select().from(players).where(eq(players.email, DEMO_PLAYER.email))).toEqual([]);
      await seedPlayers(db, t.config);
      expect(await db.select().from(players).where(eq(players.email, DEMO_PLAYER.email))).toHaveLength(1);
    });
  });
});
