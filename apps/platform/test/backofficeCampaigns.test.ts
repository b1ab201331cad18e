// Bonus campaigns of the back office (issue 36, docs/backoffice.md "Campaigns"): marketing makes,
// schedules, changes and ends offers through the offer service's checks (the UK's wagering cap
// among them), each change audited in its transaction; support reads but changes nothing; the
// figures follow a player who takes the offer with its code at a deposit and forfeits it.
import {
  authApi,
  backofficeApi,
  type BonusOffer,
  buildPath,
  type Campaign,
  type CampaignInput,
  type PlayerBonus,
  paymentsApi,
  playersApi,
} from '@casino/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { auditLog } from '../src/db/schema';
import { type StaffBrowser, staffSignedIn } from './backofficeFixtures';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { deposit, newPlayer } from './paymentsFixtures';

const DAY = 24 * 3600 * 1000;

describe.each(databaseKinds)('bonus campaigns on %s', (kind) => {
  const clock = new ManualClock(new Date());
  let t: TestPlatform;
  let marketing: StaffBrowser;
  let support: StaffBrowser;
  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { MARKETS: 'uk,de,mt' }, { clock });
    marketing = await staffSignedIn(t, clock, `marketing-${kind}@staff.test`, 'marketing');
    support = await staffSignedIn(t, clock, `support-${kind}@staff.test`, 'support');
  });
  afterAll(() => t?.close());

  const offer = (overrides: Partial<CampaignInput> = {}): CampaignInput => ({
    name: 'Weekend reload',
    code: `RELOAD-${kind}`,
    percentage: '50',
    maxAmount: '100.00',
    currency: 'EUR',
    condition: 'reload',
    description: '<p>Half of your deposit, up to €100.</p>',
    duration: 7,
    wageringMultiplier: 20,
    maxConversionLimit: '200.00',
    ...overrides,
  });
  const campaign = async (uuid: string) => {
    const answer = await support.call<Campaign>('GET', buildPath(backofficeApi.campaign, { uuid }));
    expect(answer.status).toBe(200);
    return answer.body.result;
  };

  it('makes, schedules, changes and ends an offer, audited; refuses the UK cap and support', async () => {
    const inAWeek = new Date(Date.now() + 7 * DAY).toISOString();
    const made = await marketing.call<Campaign>('POST', buildPath(backofficeApi.createCampaign), {
      body: offer({ startDate: inAWeek, image: null }),
    });
    expect(made.status).toBe(200);
    const { uuid } = made.body.result.offer;
    expect(made.body.result).toMatchObject({
      state: 'scheduled',
      startDate: inAWeek,
      // No image link: the platform's generated card.
      offer: { image: `/api/auth/bonuses/images/${made.body.result.offer.uuid}.svg` },
    });
    // Scheduled: not offered to players yet.
    const lookup = await t.call('GET', `${buildPath(playersApi.lookupBonus)}?bonusCode=RELOAD-${kind}`);
    expect(lookup.status).toBe(404);

    // Support reads the campaigns but changes nothing.
    const list = await support.call<Campaign[]>('GET', buildPath(backofficeApi.campaigns));
    expect(list.body.result.map((item) => item.offer.uuid)).toContain(uuid);
    const refused = await support.call('POST', buildPath(backofficeApi.createCampaign), {
      body: offer({ code: 'SUPPORT' }),
    });
    expect(refused.status).toBe(403);

    // GBP offers reach UK players: at most 10 times the bonus.
    const capped = await marketing.call('POST', buildPath(backofficeApi.createCampaign), {
      body: offer({ currency: 'GBP', product: 'casino' }),
    });
    expect(capped.status).toBe(400);
    expect(capped.body.error.fields?.wageringMultiplier).toBe(
      'Offers in GBP reach players in United Kingdom: their wagering is at most 10 times the bonus.',
    );
    // An end before the start, and a float-like amount, are refused with their field.
    const backwards = await marketing.call('PUT', buildPath(backofficeApi.updateCampaign, { uuid }), {
      body: { endDate: new Date(Date.now() + DAY).toISOString() },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields?.endDate).toBe('must be after the start date');
    const badAmount = await marketing.call('PUT', buildPath(backofficeApi.updateCampaign, { uuid }), {
      body: { maxAmount: '1e3' },
    });
    expect(badAmount.status).toBe(400);

    // Started now, and changed: active.
    const changed = await marketing.call<Campaign>('PUT', buildPath(backofficeApi.updateCampaign, { uuid }), {
      body: { startDate: null, maxAmount: '80.00' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({ state: 'active', startDate: null, offer: { maxAmount: '80.00' } });

    // A player takes it with its code on a deposit: figures.
    const ada = await newPlayer(t);
    await deposit(t, ada, '100.00');
    await deposit(t, ada, '100.00', `reload-${kind}`);
    expect((await campaign(uuid)).figures).toEqual({
      players: 1,
      bonuses: 1,
      granted: '50.00',
      converted: '0.00',
      forfeited: '0.00',
      expired: '0.00',
      cost: '0.00',
    });
    const active = await t.call<{ result: { uuid: string } }>('GET', buildPath(playersApi.getSelfBonuses), {
      token: ada.token,
    });
    const forfeit = await t.call('POST', buildPath(playersApi.forfeitBonus), {
      token: ada.token,
      body: { uuid: active.body.result.uuid },
    });
    expect(forfeit.status).toBe(200);
    expect((await campaign(uuid)).figures).toMatchObject({ granted: '50.00', forfeited: '50.00', cost: '0.00' });

    // Ended: not taken any more, not changed, not ended twice.
    const ended = await marketing.call<Campaign>('POST', buildPath(backofficeApi.endCampaign, { uuid }), { body: {} });
    expect(ended.status).toBe(200);
    expect(ended.body.result.state).toBe('ended');
    expect((await marketing.call('POST', buildPath(backofficeApi.endCampaign, { uuid }), { body: {} })).status).toBe(
      409,
    );
    expect(
      (await marketing.call('PUT', buildPath(backofficeApi.updateCampaign, { uuid }), { body: { name: 'Again' } }))
        .status,
    ).toBe(409);
    const bea = await newPlayer(t);
    await deposit(t, bea, '20.00');
    const late = await t.call('POST', buildPath(paymentsApi.createPaymentLink), {
      token: bea.token,
      body: { amount: '20.00', bonusCode: `RELOAD-${kind}` },
    });
    expect(late.status).toBe(400);

    // One audit entry per change, by the marketing member, with the offer before and after.
    const entries = await t.platform.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'bonusOffer'), eq(auditLog.targetId, uuid)))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => [entry.action, entry.actorRole])).toEqual([
      ['bonusOffer.create', 'marketing'],
      ['bonusOffer.update', 'marketing'],
      ['bonusOffer.end', 'marketing'],
    ]);
    expect(entries[1]).toMatchObject({ before: { maxAmount: '10000' }, after: { maxAmount: '8000' } });
  });

  it('keeps the name and terms per language: a German page sees German, Spanish falls back to English', async () => {
    const german = { name: 'Wochenend-Aufladung', description: '<p>Die Hälfte Ihrer Einzahlung, bis zu 100 €.</p>' };
    const made = await marketing.call<Campaign>('POST', buildPath(backofficeApi.createCampaign), {
      body: offer({ code: `TEXTS-${kind}`, texts: { de_DE: german } }),
    });
    expect(made.status).toBe(200);
    const { uuid } = made.body.result.offer;
    // Staff read every language: the default (English) text on the offer, the others beside it.
    expect(made.body.result).toMatchObject({
      offer: { name: 'Weekend reload', description: '<p>Half of your deposit, up to €100.</p>' },
      texts: { de_DE: german, es_ES: null },
    });

    // A visitor's promotions page in German: the German text; in Spanish (none): English, said so.
    const listed = async (lanCode?: string, token?: string) => {
      const query = lanCode ? `?lanCode=${lanCode}` : '';
      const path = token ? buildPath(playersApi.listBonuses) : buildPath(authApi.listBonuses);
      const answer = await t.call<{ result: BonusOffer[] }>('GET', `${path}${query}`, token ? { token } : {});
      expect(answer.status).toBe(200);
      return answer.body.result.find((item) => item.uuid === uuid);
    };
    expect(await listed('de_DE')).toMatchObject({ ...german, textLanguage: 'de_DE' });
    expect(await listed('es_ES')).toMatchObject({ name: 'Weekend reload', textLanguage: 'en_GB' });
    expect(await listed()).toMatchObject({ name: 'Weekend reload', textLanguage: 'en_GB' });
    // The bonus details (lookup by uuid) and the drawn card follow the page's language too.
    const details = await t.call<{ result: BonusOffer }>(
      'GET',
      `${buildPath(playersApi.lookupBonus)}?bonusId=${uuid}&lanCode=de_DE`,
    );
    expect(details.body.result).toMatchObject({ ...german, textLanguage: 'de_DE' });
    const card = await fetch(`${t.baseUrl}/api/auth/bonuses/images/${uuid}.svg?lanCode=de_DE`);
    expect(await card.text()).toContain('Wochenend-Aufladung');

    // A signed-in German player: the offers, and the bonus they take, in German.
    const ute = await newPlayer(t);
    expect(await listed('de_DE', ute.token)).toMatchObject({ name: german.name });
    await deposit(t, ute, '100.00', `texts-${kind}`);
    const inProgress = await t.call<{ result: PlayerBonus }>(
      'GET',
      `${buildPath(playersApi.getSelfBonuses)}?lanCode=de_DE`,
      { token: ute.token },
    );
    expect(inProgress.body.result.bonusType).toMatchObject({ name: german.name, textLanguage: 'de_DE' });

    // Bad input: a German name without its terms, a Spanish name too long, a language the site lacks.
    const refused = await marketing.call('PUT', buildPath(backofficeApi.updateCampaign, { uuid }), {
      body: {
        texts: {
          de_DE: { name: 'Nur ein Name', description: ' ' },
          es_ES: { name: 'x'.repeat(251), description: 'y' },
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      'texts.de_DE.description': 'required',
      'texts.es_ES.name': 'maximum length of 250',
    });
    const longTerms = await marketing.call('PUT', buildPath(backofficeApi.updateCampaign, { uuid }), {
      body: { texts: { es_ES: { name: 'Recarga', description: 'y'.repeat(20_001) } } },
    });
    expect(longTerms.status).toBe(400);
    expect(longTerms.body.error.fields?.['texts.es_ES.description']).toBe('maximum length of 20000');
    const french = await marketing.call('PUT', buildPath(backofficeApi.updateCampaign, { uuid }), {
      body: { texts: { fr_FR: { name: 'Recharge', description: 'z' } } },
    });
    expect(french.status).toBe(400);
    expect((await campaign(uuid)).texts).toEqual({ de_DE: german, es_ES: null });

    // Spanish added, German removed (null), audited with the texts before and after.
    const spanish = { name: 'Recarga de fin de semana', description: '<p>La mitad de tu depósito.</p>' };
    const changed = await marketing.call<Campaign>('PUT', buildPath(backofficeApi.updateCampaign, { uuid }), {
      body: { texts: { es_ES: spanish, de_DE: null } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result.texts).toEqual({ de_DE: null, es_ES: spanish });
    expect(await listed('es_ES')).toMatchObject({ ...spanish, textLanguage: 'es_ES' });
    expect(await listed('de_DE')).toMatchObject({ name: 'Weekend reload', textLanguage: 'en_GB' });
    const entries = await t.platform.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'bonusOffer'), eq(auditLog.targetId, uuid)))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual(['bonusOffer.create', 'bonusOffer.update']);
    expect(entries[0]).toMatchObject({ before: null, after: { texts: { de_DE: german } } });
    expect(entries[1]).toMatchObject({ before: { texts: { de_DE: german } }, after: { texts: { es_ES: spanish } } });
    expect((entries[1]?.after as { texts: object }).texts).not.toHaveProperty('de_DE');
  });
});
