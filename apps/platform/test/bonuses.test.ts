import { randomUUID } from 'node:crypto';
import {
  adminApi,
  authApi,
  type BonusOffer,
  type BonusOfferInput,
  buildPath,
  paymentsApi,
  type PlayerBonus,
  playersApi,
} from '@casino/contract';
import { bonusPreview } from '@casino/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerBonuses } from '../src/db/schema';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import {
  admin,
  bet,
  confirmedEvent,
  createLink,
  credit,
  deposit,
  entriesOfType,
  expiredToken,
  figures,
  newPlayer,
  type Player,
  sendWebhook,
} from './paymentsFixtures';

type Envelope<T> = { result: T; error?: { code: number; message: string; fields?: Record<string, string> } };

describe.each(databaseKinds)('bonuses on %s', (kind) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
  });
  afterAll(() => t?.close());

  const call = <T>(method: string, path: string, options: { body?: unknown; token?: string } = {}) =>
    t.call<Envelope<T>>(method, path, options);
  const publicList = (query: Record<string, string> = {}, token?: string) =>
    call<BonusOffer[]>('GET', buildPath(authApi.listBonuses, undefined, { status: 'active', ...query }), {
      ...(token ? { token } : {}),
    });
  const playerList = (player: Player, query: Record<string, string> = {}) =>
    call<BonusOffer[]>('GET', buildPath(playersApi.listBonuses, undefined, query), { token: player.token });
  const self = (player: Player, history?: boolean) =>
    call<PlayerBonus | PlayerBonus[] | null>(
      'GET',
      buildPath(playersApi.getSelfBonuses, undefined, history === undefined ? {} : { history }),
      { token: player.token },
    );
  const lookup = (query: Record<string, string>, token?: string) =>
    call<BonusOffer>('GET', buildPath(playersApi.lookupBonus, undefined, query), { ...(token ? { token } : {}) });
  const active = async (player: Player) => (await self(player)).body.result as PlayerBonus | null;

  describe('offers', () => {
    it('lists the active offers of the default currency to a visitor, with every field', async () => {
      const { status, body } = await publicList();
      expect(status).toBe(200);
      expect(body.result.map((offer) => offer.code)).toEqual(['WELCOME100', 'RELOAD50', 'WEEKEND25']);
      const [welcome] = body.result;
      expect(welcome).toEqual({
        id: expect.any(Number),
        uuid: expect.any(String),
        name: 'Welcome Bonus',
        image: `/api/auth/bonuses/images/${welcome!.uuid}.svg`,
        code: 'WELCOME100',
        percentage: '100',
        maxAmount: '500.00',
        currency: { code: 'EUR', symbol: '€' },
        condition: { name: 'ftd' },
        description: expect.stringContaining('<p>'),
        // No language asked: the default text.
        textLanguage: 'en_GB',
        duration: 30,
        wageringMultiplier: 30,
        maxConversionLimit: '1000.00',
        endDate: expect.any(String),
        status: 'active',
        product: 'mixed',
      });
      expect(new Date(welcome!.endDate!).getTime()).toBeGreaterThan(Date.now());
      expect(body.result.filter((offer) => offer.condition.name === 'reload')).toHaveLength(2);
    });

    it('filters by currency, and a player always sees their own', async () => {
      const usd = await publicList({ currency: 'USD' });
      expect(usd.body.result.map((offer) => `${offer.code} ${offer.currency.symbol}${offer.maxAmount}`)).toEqual([
        'WELCOME100 $500.00',
        'RELOAD50 $200.00',
        'WEEKEND25 $100.00',
      ]);
      expect((await publicList({ currency: 'XYZ' })).body.result).toEqual([]);
      const gbpPlayer = await newPlayer(t, { currency: 'GBP' });
      const own = await playerList(gbpPlayer, { currency: 'EUR' });
      expect(new Set(own.body.result.map((offer) => offer.currency.code))).toEqual(new Set(['GBP']));
      // The seed's GBP offers reach UK players, where an offer may not mix products: casino.
      expect(new Set(own.body.result.map((offer) => offer.product))).toEqual(new Set(['casino']));
      const viaAuth = await publicList({ currency: 'EUR' }, gbpPlayer.token);
      expect(new Set(viaAuth.body.result.map((offer) => offer.currency.code))).toEqual(new Set(['GBP']));
      // A stale token on the public list makes a visitor, never a 401.
      expect((await publicList({}, 'junk')).status).toBe(200);
      expect((await publicList({ status: 'inactive' })).status).toBe(400);
    });

    it('hides first-time-deposit offers once the player has deposited', async () => {
      const player = await newPlayer(t);
      expect((await playerList(player)).body.result.map((offer) => offer.code)).toContain('WELCOME100');
      await deposit(t, player, '10.00');
      const codes = (await playerList(player)).body.result.map((offer) => offer.code);
      expect(codes).toEqual(['RELOAD50', 'WEEKEND25']);
      expect((await publicList({}, player.token)).body.result.map((offer) => offer.code)).toEqual(codes);
    });

    it('the player list needs a valid token', async () => {
      expect((await call('GET', buildPath(playersApi.listBonuses))).status).toBe(401);
      const player = await newPlayer(t);
      expect(
        (await call('GET', buildPath(playersApi.listBonuses), { token: await expiredToken(t, player) })).status,
      ).toBe(401);
    });

    it('serves each offer image as SVG', async () => {
      const [offer] = (await publicList()).body.result;
      const response = await fetch(t.baseUrl + offer!.image!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const svg = await response.text();
      expect(svg).toContain('<svg');
      expect(svg).toContain('Welcome Bonus');
      expect(svg).toContain('100% up to €500');
      expect((await fetch(`${t.baseUrl}/api/auth/bonuses/images/${randomUUID()}.svg`)).status).toBe(404);
      expect((await fetch(`${t.baseUrl}/api/auth/bonuses/images/nope.svg`)).status).toBe(404);
    });

    it("writes an offer image's words in the language its query names, English otherwise", async () => {
      const offers = (await publicList()).body.result;
      const welcome = offers.find((offer) => offer.condition.name === 'ftd')!;
      const reload = offers.find((offer) => offer.condition.name === 'reload')!;
      const image = async (offer: typeof welcome, query: string) => {
        const response = await fetch(`${t.baseUrl}${offer.image!}${query}`);
        expect(response.status).toBe(200);
        return response.text();
      };
      const german = await image(welcome, '?lanCode=de_DE');
      expect(german).toContain('Ersteinzahlung');
      expect(german).toMatch(/100 % bis zu 500,00\s€/);
      expect(german).not.toContain('First Time Deposit');
      const spanish = await image(reload, '?lanCode=es_ES');
      expect(spanish).toContain('Recarga');
      expect(spanish).toMatch(/50 % hasta 200,00\s€/);
      expect(await image(welcome, '?lanCode=en_GB')).toContain('100% up to €500.00');
      // A language the platform lacks, or no language code at all: English, never an error.
      for (const query of ['?lanCode=fr_FR', '?lanCode=%3Cscript%3E', '?lanCode=de_DE&lanCode=es_ES']) {
        const svg = await image(welcome, query);
        expect(svg, query).toContain('First Time Deposit');
        expect(svg, query).toContain('100% up to €500');
      }
    });
  });

  describe('lookup', () => {
    it('finds an active offer by code (any case) or by id', async () => {
      const byCode = await lookup({ bonusCode: 'reload50' });
      expect(byCode.status).toBe(200);
      expect(byCode.body.result).toMatchObject({ code: 'RELOAD50', percentage: '50', maxAmount: '200.00' });
      expect(byCode.body.result.currency).toEqual({ code: 'EUR', symbol: '€' });
      const byId = await lookup({ bonusId: byCode.body.result.uuid });
      expect(byId.body.result).toEqual(byCode.body.result);
      const cad = await newPlayer(t, { currency: 'CAD' });
      const forCad = await lookup({ bonusCode: 'RELOAD50' }, cad.token);
      expect(forCad.body.result.currency).toEqual({ code: 'CAD', symbol: 'CA$' });
    });

    it("answers 404 'Bonus not found' and 400 for neither or both", async () => {
      for (const query of [{ bonusCode: 'NOPE' }, { bonusId: randomUUID() }] as Record<string, string>[]) {
        const response = await lookup(query);
        expect(response.status).toBe(404);
        expect(response.body.error?.message).toBe('Bonus not found');
      }
      expect((await lookup({})).status).toBe(400);
      expect((await lookup({ bonusCode: '  ' })).status).toBe(400);
      const [offer] = (await publicList()).body.result;
      expect((await lookup({ bonusCode: 'WELCOME100', bonusId: offer!.uuid })).status).toBe(400);
      expect((await lookup({ bonusId: 'not-a-uuid' })).status).toBe(400);
      expect((await lookup({ bonusCode: 'x'.repeat(10_000) })).status).toBe(404);
    });
  });

  describe('grant at deposit', () => {
    it('grants the matched bonus when the deposit is confirmed, once under concurrent replays', async () => {
      const player = await newPlayer(t);
      const link = await createLink(t, player, '40.00', 'welcome100');
      expect(await active(player)).toBeNull();
      const event = confirmedEvent(link, '40.00');
      const results = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(t, event)));
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      const bonus = await active(player);
      expect(bonus).toMatchObject({
        status: 'active',
        depositAmount: '40.00',
        matchedAmount: bonusPreview('40.00', '100', '500'),
        wageringRequirement: '1200.00',
        amountWagered: '0.00',
        percentageCleared: '0.00',
        bonusType: { code: 'WELCOME100', condition: { name: 'ftd' } },
      });
      expect(new Date(bonus!.expiresAt!).getTime() - new Date(bonus!.createdAt).getTime()).toBe(30 * 86_400_000);
      const after = await figures(t, player);
      expect(after.balance).toBe(8_000n);
      expect(after.ledgerBalance).toBe(after.balance);
      expect(await entriesOfType(t, player, 'bonus')).toMatchObject([{ balanceDelta: 4_000n }]);
    });

    it('caps the match at the offer maximum', async () => {
      const player = await newPlayer(t);
      await deposit(t, player, '800.00', 'WELCOME100');
      expect((await active(player))?.matchedAmount).toBe('500.00');
      expect((await figures(t, player)).balance).toBe(130_000n);
    });

    it('refuses a first-time-deposit code on a later deposit', async () => {
      const player = await newPlayer(t);
      await deposit(t, player, '10.00');
      const response = await call('POST', buildPath(paymentsApi.createPaymentLink), {
        token: player.token,
        body: { amount: 20, bonusCode: 'WELCOME100' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error?.fields?.bonusCode).toBe('This promo code is only for your first deposit');
      // A reload code is fine then.
      await deposit(t, player, '100.00', 'RELOAD50');
      expect(await active(player)).toMatchObject({ matchedAmount: '50.00', bonusType: { code: 'RELOAD50' } });
    });

    it('grants no first-deposit bonus when another deposit completed first', async () => {
      const player = await newPlayer(t);
      const welcome = await createLink(t, player, '20.00', 'WELCOME100');
      await deposit(t, player, '10.00'); // replaces (cancels) the welcome link, then completes
      // The provider still confirms the abandoned welcome payment: the money counts, the ftd bonus does not.
      expect((await sendWebhook(t, confirmedEvent(welcome, '20.00'))).status).toBe(200);
      expect(await active(player)).toBeNull();
      expect((await figures(t, player)).balance).toBe(3_000n);
    });

    it('refuses a second bonus while one is in progress', async () => {
      const player = await newPlayer(t);
      await deposit(t, player, '20.00', 'WELCOME100');
      const response = await call('POST', buildPath(paymentsApi.createPaymentLink), {
        token: player.token,
        body: { amount: 20, bonusCode: 'RELOAD50' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error?.fields?.bonusCode).toBe('You already have a bonus in progress');
    });

    it('matches exact decimals of an odd percentage', async () => {
      const code = `ODD${randomUUID().slice(0, 6)}`;
      const created = await admin(t).call<Envelope<BonusOffer>>('POST', buildPath(adminApi.createBonusOffer), {
        ...offerInput(code),
        percentage: '33.33',
        maxAmount: '100',
        condition: 'reload',
      });
      expect(created.status).toBe(200);
      const player = await newPlayer(t);
      await deposit(t, player, '10.00');
      await deposit(t, player, '15.00', code);
      const expected = bonusPreview('15.00', '33.33', '100'); // 4.9995 -> 5.00
      expect(expected).toBe('5.00');
      expect((await active(player))?.matchedAmount).toBe(expected);
      expect((await figures(t, player)).balance).toBe(3_000n);
    });
  });

  describe('wagering', () => {
    it('counts bet stakes towards the requirement and completes at 100%', async () => {
      const player = await newPlayer(t);
      const stranger = await newPlayer(t);
      await deposit(t, player, '20.00', 'WELCOME100'); // matched 20.00, requirement 600.00
      await credit(t, player, 100_000n);
      await credit(t, stranger, 10_000n);
      await bet(t, player, 10_000n);
      await bet(t, stranger, 5_000n);
      await credit(t, player, 1_000n); // wins and deposits do not count
      expect(await active(player)).toMatchObject({ amountWagered: '100.00', percentageCleared: '16.66' });
      await Promise.all(Array.from({ length: 10 }, () => bet(t, player, 1_000n)));
      expect(await active(player)).toMatchObject({ amountWagered: '200.00', percentageCleared: '33.33' });
      await bet(t, player, 40_001n);
      expect(await active(player)).toBeNull();
      const history = (await self(player, true)).body.result as PlayerBonus[];
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ status: 'completed', amountWagered: '600.01', percentageCleared: '100.00' });
      await bet(t, player, 1_000n);
      expect(((await self(player, true)).body.result as PlayerBonus[])[0]?.amountWagered).toBe('600.01');
    });

    it('stops counting once the bonus has expired', async () => {
      const player = await newPlayer(t);
      await deposit(t, player, '20.00', 'WELCOME100');
      const bonus = await active(player);
      await t.platform.context.db
        .update(playerBonuses)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(playerBonuses.uuid, bonus!.uuid));
      await bet(t, player, 1_000n);
      expect(await active(player)).toBeNull();
      const [ended] = (await self(player, true)).body.result as PlayerBonus[];
      expect(ended).toMatchObject({ status: 'expired', amountWagered: '0.00' });
    });
  });

  describe('player bonus lists', () => {
    it('get-self answers null, the active bonus, or the history; bonus records list them all', async () => {
      const player = await newPlayer(t);
      expect(await active(player)).toBeNull();
      expect((await self(player, true)).body.result).toEqual([]);
      expect((await self(player, false)).body.result).toBeNull();
      await deposit(t, player, '20.00', 'WELCOME100');
      const records = await call<PlayerBonus[]>('GET', buildPath(authApi.getBonusRecord), { token: player.token });
      expect(records.body.result).toHaveLength(1);
      const filtered = await call<PlayerBonus[]>(
        'GET',
        buildPath(authApi.getBonusRecord, undefined, { status: 'completed' }),
        {
          token: player.token,
        },
      );
      expect(filtered.body.result).toEqual([]);
      expect(
        (
          await call('GET', buildPath(authApi.getBonusRecord, undefined, { status: 'won' as never }), {
            token: player.token,
          })
        ).status,
      ).toBe(400);
      // Another player sees none of it.
      const other = await newPlayer(t);
      expect(await active(other)).toBeNull();
      expect(
        (await call<PlayerBonus[]>('GET', buildPath(authApi.getBonusRecord), { token: other.token })).body.result,
      ).toEqual([]);
    });

    it('needs a valid token', async () => {
      const player = await newPlayer(t);
      const expired = await expiredToken(t, player);
      for (const path of [buildPath(playersApi.getSelfBonuses), buildPath(authApi.getBonusRecord)]) {
        expect((await call('GET', path)).status).toBe(401);
        expect((await call('GET', path, { token: expired })).status).toBe(401);
      }
    });
  });

  describe('operator offers', () => {
    it('creates, lists and updates offers', async () => {
      const code = `NEW${randomUUID().slice(0, 6)}`;
      const created = await admin(t).call<Envelope<BonusOffer>>(
        'POST',
        buildPath(adminApi.createBonusOffer),
        offerInput(code),
      );
      expect(created.status).toBe(200);
      expect(created.body.result).toMatchObject({
        code,
        percentage: '75',
        maxAmount: '150.00',
        currency: { code: 'EUR', symbol: '€' },
        condition: { name: 'reload' },
        status: 'active',
        image: `/api/auth/bonuses/images/${created.body.result.uuid}.svg`,
      });
      expect((await publicList()).body.result.map((offer) => offer.code)).toContain(code);

      const updated = await admin(t).call<Envelope<BonusOffer>>(
        'PUT',
        buildPath(adminApi.updateBonusOffer, { uuid: created.body.result.uuid }),
        { percentage: '80.5', status: 'inactive' },
      );
      expect(updated.status).toBe(200);
      expect(updated.body.result).toMatchObject({ percentage: '80.5', status: 'inactive', maxAmount: '150.00' });
      expect((await publicList()).body.result.map((offer) => offer.code)).not.toContain(code);
      expect((await lookup({ bonusCode: code })).status).toBe(404);

      const inactive = await admin(t).call<Envelope<BonusOffer[]>>(
        'GET',
        buildPath(adminApi.listBonusOffers, undefined, { status: 'inactive' }),
      );
      expect(inactive.body.result.map((offer) => offer.code)).toContain(code);
      const all = await admin(t).call<Envelope<BonusOffer[]>>('GET', buildPath(adminApi.listBonusOffers));
      expect(all.body.result.length).toBeGreaterThanOrEqual(13);
    });

    it('keeps codes unique per currency (409 with fields.code)', async () => {
      const taken = await admin(t).call<Envelope<BonusOffer>>('POST', buildPath(adminApi.createBonusOffer), {
        ...offerInput('welcome100'),
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error?.fields?.code).toBeDefined();
      const code = `DUP${randomUUID().slice(0, 6)}`;
      const eur = await admin(t).call<Envelope<BonusOffer>>(
        'POST',
        buildPath(adminApi.createBonusOffer),
        offerInput(code),
      );
      const usd = await admin(t).call<Envelope<BonusOffer>>('POST', buildPath(adminApi.createBonusOffer), {
        ...offerInput(code),
        currency: 'USD',
      });
      expect([eur.status, usd.status]).toEqual([200, 200]);
      const clash = await admin(t).call('PUT', buildPath(adminApi.updateBonusOffer, { uuid: usd.body.result.uuid }), {
        currency: 'EUR',
      });
      expect(clash.status).toBe(409);
      const concurrent = await Promise.all(
        Array.from({ length: 5 }, () =>
          admin(t).call('POST', buildPath(adminApi.createBonusOffer), offerInput(`RACE${code}`)),
        ),
      );
      expect(concurrent.filter((r) => r.status === 200)).toHaveLength(1);
      expect(concurrent.filter((r) => r.status === 409)).toHaveLength(4);
    });

    it('refuses bad offers with field messages', async () => {
      const create = (body: unknown) =>
        admin(t).call<Envelope<BonusOffer>>('POST', buildPath(adminApi.createBonusOffer), body);
      expect((await create({})).status).toBe(400);
      const cases: [Partial<Record<keyof BonusOfferInput, unknown>>, string][] = [
        [{ percentage: '0' }, 'percentage'],
        [{ percentage: '-5' }, 'percentage'],
        [{ percentage: '1000.01' }, 'percentage'],
        [{ percentage: '10.555' }, 'percentage'],
        [{ maxAmount: '0' }, 'maxAmount'],
        [{ maxAmount: '99999999999999999999' }, 'maxAmount'],
        [{ currency: 'XYZ' }, 'currency'],
        [{ name: '   ' }, 'name'],
        [{ code: 'has space' }, 'code'],
        [{ duration: 0 }, 'duration'],
        [{ duration: 100_000 }, 'duration'],
        [{ wageringMultiplier: -1 }, 'wageringMultiplier'],
        [{ condition: 'vip' }, 'condition'],
        [{ endDate: 'soon' }, 'endDate'],
      ];
      for (const [change, field] of cases) {
        const response = await create({ ...offerInput(`BAD${randomUUID().slice(0, 6)}`), ...change });
        expect(response.status, JSON.stringify(change)).toBe(400);
        expect(response.body.error?.fields?.[field], JSON.stringify(change)).toBeDefined();
      }
      const unknown = await admin(t).call('PUT', buildPath(adminApi.updateBonusOffer, { uuid: randomUUID() }), {
        name: 'x',
      });
      expect(unknown.status).toBe(404);
    });

    it('needs the operator token', async () => {
      const player = await newPlayer(t);
      expect((await t.call('GET', buildPath(adminApi.listBonusOffers))).status).toBe(401);
      expect((await t.call('GET', buildPath(adminApi.listBonusOffers), { token: player.token })).status).toBe(403);
      expect(
        (await t.call('POST', buildPath(adminApi.createBonusOffer), { token: 'nope', body: offerInput('X1') })).status,
      ).toBe(403);
    });
  });
});

function offerInput(code: string): BonusOfferInput {
  return {
    name: 'Midweek Boost',
    code,
    percentage: '75',
    maxAmount: '150',
    currency: 'EUR',
    condition: 'reload',
    description: '<p>75% up to 150.</p>',
    duration: 10,
    wageringMultiplier: 20,
    maxConversionLimit: '300',
    endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  };
}
