import Type, { type Static } from 'typebox';
import { CurrencyCode, IsoDate, IsoDateTime, LanCode, Link, Nullable, StringEnum, Uuid } from '../scalars';
import { Account } from './account';
import { KYC_STATUSES } from '../vocabulary/kyc';
import { MARKETS } from '../vocabulary/markets';
import { GENDERS } from '../vocabulary/players';

export { GENDERS };

export { KYC_STATUSES };

export const Gender = StringEnum([...GENDERS]);
export type Gender = Static<typeof Gender>;

export const KycStatus = StringEnum([...KYC_STATUSES], {
  description:
    'pending: documents await review; approved: verified; rejected/expired: at least one document must be replaced.',
});
export type KycStatus = Static<typeof KycStatus>;

/** The signed-in player (spec point 3): what GET /api/players/details answers. */
export const PlayerDetails = Type.Object(
  {
    uuid: Uuid(),
    username: Type.String({
      description: "Gamertag; generated at sign-up ('player' and random base-36 digits) until the player changes it.",
    }),
    email: Type.String({ format: 'email' }),
    isVerified: Type.Boolean({ description: 'The e-mail address is verified.' }),
    kycStatus: Nullable(KycStatus, { description: 'Overall KYC state; null before any document is submitted.' }),
    profilePicture: Nullable(Link(), { description: 'URL of the profile picture; null when none was uploaded.' }),
    firstName: Type.String(),
    lastName: Type.String(),
    gender: Gender,
    dob: IsoDate({ description: 'Date of birth, YYYY-MM-DD.' }),
    placeOfBirth: Type.Optional(
      Nullable(Type.String(), {
        description:
          'Place of birth as given at sign-up (required in Germany); null when none was given. Read-only: support changes it after checking documents.',
      }),
    ),
    birthName: Type.Optional(
      Nullable(Type.String(), {
        description: 'Family name at birth as given at sign-up, when different from lastName; null when none.',
      }),
    ),
    phoneNumber: Type.String(),
    address: Type.String(),
    city: Type.String(),
    country: Type.String(),
    market: StringEnum([...MARKETS], {
      description:
        "The player's market, from the country of registration (docs/markets.md): its rules apply (stake caps, pace, withdrawals).",
    }),
    locale: LanCode({ description: 'Preferred language, e.g. "en_GB".' }),
    currency: CurrencyCode({ description: "The player's currency code (the first account's currency)." }),
    consent: Type.Boolean({ description: 'The player consented to the terms when last saving identity details.' }),
    createdAt: IsoDateTime({ description: 'Sign-up instant (the "joined" date).' }),
    pendingEmail: Type.Optional(
      Nullable(Type.String(), {
        description:
          'A new e-mail address waiting for its verification link; `email` stays the sign-in until then. Null or absent when none.',
      }),
    ),
    accounts: Type.Array(Account, { description: 'Wallet accounts; the first one gives the player currency.' }),
  },
  { title: 'PlayerDetails' },
);
export type PlayerDetails = Static<typeof PlayerDetails>;
