import { MARKET_PROFILES, toMinorUnits } from '@casino/rules';
import type { Executor } from '../client';
import { type BonusConditionName, bonusOffers, type BonusProductName, currencies } from '../schema';

interface SeedOffer {
  name: string;
  code: string;
  percentage: string;
  maxAmount: string;
  condition: BonusConditionName;
  duration: number;
  wageringMultiplier: number;
  maxConversionLimit: string;
  description: string;
}

const terms = (lines: string[]) => `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;

const UK_WAGERING_CAP = MARKET_PROFILES.uk.bonuses.wageringMultiplierMax ?? Infinity;

/**
 * The product of a demo offer in a currency: casino where a market of that currency bans offers
 * that mix products (GBP: the UK), else mixed (casino games and sports bets).
 */
const seedProduct = (currency: string): BonusProductName =>
  Object.values(MARKET_PROFILES).some((market) => market.currency === currency && !market.bonuses.mixedProducts)
    ? 'casino'
    : 'mixed';

/** The demo offers; each is created once per player currency, with the same code and figures. */
export const SEED_OFFERS: SeedOffer[] = [
  {
    name: 'Welcome Bonus',
    code: 'WELCOME100',
    percentage: '100',
    maxAmount: '500',
    condition: 'ftd',
    duration: 30,
    wageringMultiplier: 30,
    maxConversionLimit: '1000',
    description:
      '<p>Double your first deposit: we match it 100% up to 500.</p>' +
      terms([
        'Enter the code WELCOME100 when you make your first deposit.',
        'Wager the bonus 30 times within 30 days to clear it.',
        'The cleared bonus converts to at most 1000 of withdrawable money.',
        'One welcome bonus per player.',
      ]),
  },
  {
    name: 'Reload Bonus',
    code: 'RELOAD50',
    percentage: '50',
    maxAmount: '200',
    condition: 'reload',
    duration: 14,
    wageringMultiplier: 25,
    maxConversionLimit: '400',
    description:
      '<p>Top up and get 50% extra, up to 200.</p>' +
      terms([
        'Enter the code RELOAD50 with any deposit after your first.',
        'Wager the bonus 25 times within 14 days to clear it.',
        'The cleared bonus converts to at most 400 of withdrawable money.',
        'One bonus in progress at a time.',
      ]),
  },
  {
    name: 'Weekend Reload',
    code: 'WEEKEND25',
    percentage: '25',
    maxAmount: '100',
    condition: 'reload',
    duration: 7,
    wageringMultiplier: 20,
    maxConversionLimit: '200',
    description:
      '<p>A 25% boost on your weekend deposit, up to 100.</p>' +
      terms([
        'Enter the code WEEKEND25 with any deposit after your first.',
        'Wager the bonus 20 times within 7 days to clear it.',
        'The cleared bonus converts to at most 200 of withdrawable money.',
        'One bonus in progress at a time.',
      ]),
  },
];

/**
 * Inserts every demo offer missing for a currency (an offer is known by its code and currency).
 * New offers end at the close of next year.
 */
export async function seedBonuses(db: Executor): Promise<void> {
  const now = new Date();
  const endDate = new Date(Date.UTC(now.getUTCFullYear() + 1, 11, 31, 23, 59, 59));
  const rows = await db.select({ code: currencies.code, decimals: currencies.decimals }).from(currencies);
  const values = rows.flatMap((currency) =>
    SEED_OFFERS.map((offer) => {
      // GBP offers reach UK players, whose bonuses are wagered at most 10 times (docs/markets.md).
      const multiplier =
        currency.code === 'GBP' ? Math.min(offer.wageringMultiplier, UK_WAGERING_CAP) : offer.wageringMultiplier;
      return {
        name: offer.name,
        code: offer.code,
        percentage: offer.percentage,
        maxAmount: toMinorUnits(offer.maxAmount, currency.decimals),
        currencyCode: currency.code,
        condition: offer.condition,
        description: offer.description.replace(
          `Wager the bonus ${offer.wageringMultiplier} times`,
          `Wager the bonus ${multiplier} times`,
        ),
        duration: offer.duration,
        wageringMultiplier: multiplier,
        maxConversionLimit: toMinorUnits(offer.maxConversionLimit, currency.decimals),
        endDate,
        status: 'active' as const,
        product: seedProduct(currency.code),
      };
    }),
  );
  if (values.length) await db.insert(bonusOffers).values(values).onConflictDoNothing();
}
