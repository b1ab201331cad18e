import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelope, ResultEnvelope } from './envelope';
import { Account } from './entities/account';
import { BetTransaction } from './entities/betTransaction';
import { BonusOffer } from './entities/bonusOffer';
import { Game } from './entities/game';
import { KycRecord } from './entities/kyc';
import { LocaleTexts } from './entities/localeTexts';
import { NetworkFee } from './entities/networkFee';
import { PaymentTransaction } from './entities/paymentTransaction';
import { PlayerBonus } from './entities/playerBonus';
import { PlayerDetails } from './entities/playerDetails';
import { Preferences, PreferencesUpdate } from './entities/preferences';
import { SignInResult } from './entities/session';
import { playersApi } from './endpoints/players';
import { paymentsApi } from './endpoints/payments';
import { AmountInput, AmountString, DecimalString } from './scalars';
import { BalanceUpdateEvent, LoginEvent } from './socket';

const uuid = '3b241101-e2bb-4255-8caf-4136c566a962';
const createdAt = '2024-05-01T12:00:00.000Z';

const account: Account = {
  id: 1,
  type: 'combined',
  value: '20.00',
  cash: '15.00',
  bonus: '5.00',
  held: '0.00',
  currency: { code: 'EUR', symbolNative: '€' },
};

const offer: BonusOffer = {
  id: 3,
  uuid,
  name: 'Welcome',
  image: 'https://cdn.example.com/welcome.png',
  code: 'WELCOME100',
  percentage: '100',
  maxAmount: '200.00',
  currency: { code: 'EUR', symbol: '€' },
  condition: { name: 'ftd' },
  description: '<p>Terms</p>',
  duration: 30,
  wageringMultiplier: 35,
  maxConversionLimit: '500.00',
  endDate: null,
  status: 'active',
  product: 'mixed',
};

const player: PlayerDetails = {
  uuid,
  username: 'jo@example.com',
  email: 'jo@example.com',
  isVerified: false,
  kycStatus: null,
  profilePicture: null,
  firstName: 'Jo',
  lastName: 'Smith',
  gender: 'female',
  dob: '1990-01-31',
  phoneNumber: '+441234567',
  address: '1 High Street',
  city: 'London',
  country: 'United Kingdom',
  market: 'uk',
  locale: 'en_GB',
  currency: 'EUR',
  consent: true,
  createdAt,
  accounts: [account],
};

const payment: PaymentTransaction = {
  id: 7,
  uuid,
  provider: 'CRYPTOPAY',
  accountId: 1,
  amount: '50.00',
  fee: { amount: '1.25' },
  type: { name: 'withdrawal' },
  status: { name: 'rejected' },
  rejectionReason: 'Address does not match',
  player: { username: 'jo', email: 'jo@example.com', address: '1 High Street', currency: { code: 'EUR' } },
  withdrawal: { address: 'TXyz', network: 'TRC20', networkFeeLevel: 'low', receivedCurrency: 'USDT' },
  createdAt,
};

describe('entity schemas', () => {
  it.each([
    [
      'Game',
      Game,
      {
        id: 1,
        gameId: 'sweet-fruits',
        name: 'Sweet Fruits',
        gameType: { id: 5, name: 'Slots' },
        gameProvider: { id: 2, name: 'Sandbox Studio' },
        images: [{ link: '/api/gp/images/1-0.png' }, { link: 'https://cdn.example.com/1.png' }],
        isFavourite: false,
        tags: ['new', 'popular'],
        isLive: false,
      },
    ],
    ['Account', Account, account],
    ['PlayerDetails', PlayerDetails, player],
    [
      'PlayerDetails (verified, KYC pending, picture)',
      PlayerDetails,
      {
        ...player,
        isVerified: true,
        kycStatus: 'pending',
        profilePicture: 'https://cdn.example.com/p.png',
      },
    ],
    ['BonusOffer', BonusOffer, offer],
    [
      'PlayerBonus',
      PlayerBonus,
      {
        id: 1,
        uuid,
        bonusType: offer,
        status: 'active',
        percentageCleared: '12.5',
        amountWagered: '125.00',
        depositAmount: '20.00',
        matchedAmount: '20.00',
        wageringRequirement: '700.00',
        wageringLeft: '575.00',
        convertedAmount: '0.00',
        expiresAt: createdAt,
        createdAt,
      },
    ],
    ['PaymentTransaction', PaymentTransaction, payment],
    [
      'BetTransaction',
      BetTransaction,
      {
        id: 1,
        uuid,
        game: null,
        amount: '-2.50',
        currency: { code: 'EUR' },
        type: { name: 'bet' },
        source: 'sportsbook',
        createdAt,
      },
    ],
    [
      'BetTransaction of a multiple',
      BetTransaction,
      {
        id: 2,
        uuid,
        game: { name: 'Sportsbook multiple (2)' },
        amount: '2.00',
        currency: { code: 'EUR' },
        type: { name: 'bet' },
        source: 'sportsbook',
        selections: [
          {
            selectionId: 1,
            eventId: 1,
            eventName: 'A vs B',
            marketName: '1x2',
            pickName: 'A',
            odds: '1.85',
            result: 'won',
          },
          {
            selectionId: 5,
            eventId: 2,
            eventName: 'C vs D',
            marketName: 'Winner',
            pickName: 'D',
            odds: '2.10',
            result: null,
          },
        ],
        createdAt,
      },
    ],
    [
      'KycRecord',
      KycRecord,
      {
        approved: false,
        idApproved: true,
        addressApproved: false,
        photoWithIdApproved: false,
        documents: [
          {
            name: 'ADDRESS',
            isReviewed: true,
            rejected: true,
            rejectionReason: 'Blurred',
            rejectionFinal: false,
            isExpired: false,
            expiryTime: null,
            files: [{ filePath: 'kyc/5f1c.pdf', mimeType: 'application/pdf' }],
          },
        ],
      },
    ],
    ['NetworkFee', NetworkFee, { currency: 'USDT', network: 'TRC20', level: 'high', fee: '1.00' }],
    [
      'Preferences',
      Preferences,
      {
        contact: {
          bonusClubSms: false,
          bonusClubEmail: true,
          winNotificationsEmail: false,
          regionalAnnouncementsEmail: false,
        },
        notifications: { announcements: true, feedbackRequests: true, billingAndAccount: true },
      },
    ],
    ['SignInResult', SignInResult, { token: 'a.b.c', refreshToken: 'r', user: { uuid, email: 'jo@example.com' } }],
    ['LocaleTexts', LocaleTexts, { en_GB: { signIn: 'Sign In' }, de_DE: {} }],
    ['LoginEvent', LoginEvent, { uuid, accounts: [account] }],
    ['BalanceUpdateEvent', BalanceUpdateEvent, [account]],
    [
      'ErrorEnvelope',
      ErrorEnvelope,
      { error: { code: 400, message: 'Bad', fields: { email: 'Invalid email address' } } },
    ],
  ] as const)('%s accepts a valid example', (_name, schema, example) => {
    expect(Value.Check(schema, example)).toBe(true);
  });

  it('never takes money as a float', () => {
    expect(Value.Check(Account, { ...account, value: 20.5 })).toBe(false);
    expect(Value.Check(Account, { ...account, value: 20 })).toBe(false);
    expect(Value.Check(BonusOffer, { ...offer, maxAmount: 200 })).toBe(false);
    expect(Value.Check(PaymentTransaction, { ...payment, fee: { amount: 1.25 } })).toBe(false);
    expect(Value.Check(BalanceUpdateEvent, [{ ...account, value: 0.1 + 0.2 }])).toBe(false);
  });

  it('takes decimal strings only in plain notation with at most 8 decimals', () => {
    const decimal = DecimalString();
    for (const good of ['0', '20.00', '-5.5', '100', '0.00000001']) expect(Value.Check(decimal, good)).toBe(true);
    for (const bad of ['1e3', '20.', '.5', '20,00', ' 20.00', '0.000000001', 'NaN', '', '+1']) {
      expect(Value.Check(decimal, bad)).toBe(false);
    }
  });

  it('takes request amounts as decimal strings with at most 2 decimals, or numbers', () => {
    const amount = AmountInput();
    for (const good of ['20.00', '20', '0', '16.5', 20, 16.5]) expect(Value.Check(amount, good)).toBe(true);
    for (const bad of ['-20.00', '20 EUR', '0x10', '0b101', '0o17', '1e3', '+5', ' 5', '.5', '5.', '1.005', '', -1]) {
      expect(Value.Check(amount, bad), JSON.stringify(bad)).toBe(false);
    }
    for (const bad of [null, true, [1], { a: 1 }]) expect(Value.Check(amount, bad), JSON.stringify(bad)).toBe(false);
    const text = AmountString();
    expect(Value.Check(text, '150.50')).toBe(true);
    for (const bad of ['-5', '1.005', '1e3', 150]) expect(Value.Check(text, bad), JSON.stringify(bad)).toBe(false);
    expect(Value.Check(paymentsApi.createPaymentLink.body, { amount: '20.00', bonusCode: 'WELCOME100' })).toBe(true);
  });

  it('rejects wrong enums, ids and dates', () => {
    expect(Value.Check(PlayerDetails, { ...player, gender: 'x' })).toBe(false);
    expect(Value.Check(PlayerDetails, { ...player, createdAt: 'yesterday' })).toBe(false);
    expect(Value.Check(PlayerDetails, { ...player, uuid: 'not-a-uuid' })).toBe(false);
    expect(Value.Check(Account, { ...account, id: 1.5 })).toBe(false);
    expect(Value.Check(BonusOffer, { ...offer, condition: { name: 'welcome' } })).toBe(false);
    expect(Value.Check(BonusOffer, { ...offer, product: 'poker' })).toBe(false);
  });

  it('keeps billingAndAccount read-only', () => {
    expect(Value.Check(PreferencesUpdate, { notifications: { announcements: false } })).toBe(true);
    expect(
      Value.Check(Preferences, {
        contact: {
          bonusClubSms: false,
          bonusClubEmail: false,
          winNotificationsEmail: false,
          regionalAnnouncementsEmail: false,
        },
        notifications: { announcements: true, feedbackRequests: true, billingAndAccount: false },
      }),
    ).toBe(false);
  });

  it('tells the player update actions apart', () => {
    const body = playersApi.update.body;
    expect(Value.Check(body, { action: 'username', username: 'jo12345' })).toBe(true);
    expect(Value.Check(body, { action: 'email', email: 'new@example.com' })).toBe(true);
    expect(
      Value.Check(body, { action: 'password', currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' }),
    ).toBe(true);
    expect(Value.Check(body, { action: 'password', username: 'jo12345' })).toBe(false);
    expect(Value.Check(body, { action: 'avatar' })).toBe(false);
  });

  it('wraps results in the envelope', () => {
    expect(Value.Check(ResultEnvelope(Account), { result: account })).toBe(true);
    expect(Value.Check(ResultEnvelope(Account), account)).toBe(false);
  });
});
