import { randomUUID } from 'node:crypto';
import { authApi, buildPath, kycApi, playersApi } from '@casino/contract';
import { REQUIRED_MESSAGE, SPORTSBOOK_CONFIG } from '@casino/rules';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORTSBOOK_CURRENCY_MESSAGE } from '../src/routes/sportsbookToken';
import { SPORTSBOOK_TOKEN_TTL_SECONDS } from '../src/services/sportsbookToken';
import { signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';

type Answer = { result: { token: string }; error: { code: number; message: string; fields?: Record<string, string> } };

describe.each(databaseKinds)('sportsbook token on %s', (kind) => {
  let t: TestPlatform;
  let ada: SignedUpPlayer;
  let bob: SignedUpPlayer;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
    [ada, bob] = await Promise.all([signUpPlayer(t), signUpPlayer(t)]);
  });
  afterAll(() => t?.close());

  const request = (token: string | undefined, body: unknown) =>
    t.call<Answer>('POST', buildPath(playersApi.dataBetToken), { token, body });
  const specBody = (player: SignedUpPlayer) => ({
    playerId: player.uuid,
    currency: SPORTSBOOK_CONFIG.currency,
    locale: SPORTSBOOK_CONFIG.locale,
  });

  it('answers a short-lived token for the widget with the spec claims', async () => {
    const { status, body } = await request(ada.token, specBody(ada));
    expect(status).toBe(200);
    const { payload } = await jwtVerify(body.result.token, new TextEncoder().encode(t.config.jwtSecret), {
      audience: 'sportsbook',
    });
    expect(payload).toMatchObject({ playerId: ada.uuid, currency: 'EUR', locale: 'en', sub: ada.uuid });
    expect(payload.exp! - payload.iat!).toBe(SPORTSBOOK_TOKEN_TTL_SECONDS);

    const verified = await t.platform.context.services.sportsbookTokens.verify(body.result.token);
    expect(verified).toMatchObject({ playerId: ada.uuid, playerDbId: ada.playerId, currency: 'EUR', locale: 'en' });
  });

  it('is not an access token, and an access token is not a sportsbook token', async () => {
    const { body } = await request(ada.token, specBody(ada));
    const asBearer = await t.call('GET', buildPath(kycApi.getStatus, undefined, { uuid: ada.uuid }), {
      token: body.result.token,
    });
    expect(asBearer.status).toBe(401);
    expect(await t.platform.context.services.sportsbookTokens.verify(ada.token)).toBeNull();
    expect(await t.platform.context.services.sportsbookTokens.verify('garbage')).toBeNull();
    expect(await t.platform.context.services.sportsbookTokens.verify(undefined)).toBeNull();
    const forged = await new SignJWT({ ...decodeJwt(body.result.token) })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect(await t.platform.context.services.sportsbookTokens.verify(forged)).toBeNull();
  });

  it('stops working when the player signs out', async () => {
    const carl = await signUpPlayer(t);
    const { body } = await request(carl.token, specBody(carl));
    expect(await t.platform.context.services.sportsbookTokens.verify(body.result.token)).not.toBeNull();
    const signOut = await t.call('POST', buildPath(authApi.signOut), { token: carl.token, body: { uuid: carl.uuid } });
    expect(signOut.status).toBe(200);
    expect(await t.platform.context.services.sportsbookTokens.verify(body.result.token)).toBeNull();
  });

  it('needs a valid token', async () => {
    expect((await request(undefined, specBody(ada))).status).toBe(401);
    expect((await request('not-a-token', specBody(ada))).status).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ada.uuid)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 1800)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const answer = await request(expired, specBody(ada));
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe(401);
  });

  it("refuses a token for another player's id", async () => {
    const { status, body } = await request(bob.token, specBody(ada));
    expect(status).toBe(403);
    expect(body.error.code).toBe(403);
  });

  it('validates the body', async () => {
    const usd = await request(ada.token, { ...specBody(ada), currency: 'USD' });
    expect(usd.status).toBe(400);
    expect(usd.body.error.fields).toEqual({ currency: SPORTSBOOK_CURRENCY_MESSAGE });
    const blankLocale = await request(ada.token, { ...specBody(ada), locale: '  ' });
    expect(blankLocale.status).toBe(400);
    expect(blankLocale.body.error.fields).toEqual({ locale: REQUIRED_MESSAGE });
    const badLocale = await request(ada.token, { ...specBody(ada), locale: '<script>' });
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.error.fields).toHaveProperty('locale');
    const huge = await request(ada.token, { ...specBody(ada), locale: 'e'.repeat(100_000) });
    expect(huge.status).toBe(400);
    for (const body of [{}, { currency: 'EUR', locale: 'en' }, { ...specBody(ada), playerId: 'me' }, 'text', null]) {
      const answer = await request(ada.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const lower = await request(ada.token, { ...specBody(ada), currency: 'eur', locale: 'en_GB' });
    expect(lower.status).toBe(200);
    expect(decodeJwt(lower.body.result.token)).toMatchObject({ currency: 'EUR', locale: 'en_GB' });
  });
});
