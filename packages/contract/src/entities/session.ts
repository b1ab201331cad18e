import Type, { type Static } from 'typebox';
import { Uuid } from '../scalars';

/** A fresh pair of session tokens: a short-lived access token and a one-use refresh token. */
export const SessionTokens = Type.Object(
  {
    token: Type.String({ minLength: 1, description: 'Access token (JWT), sent as `Authorization: Bearer <token>`.' }),
    refreshToken: Type.String({
      minLength: 1,
      description: 'Refresh token: one use; a reused one ends the whole session family.',
    }),
  },
  { title: 'SessionTokens' },
);
export type SessionTokens = Static<typeof SessionTokens>;

/** Answer of sign-in (spec point 3). */
export const SignInResult = Type.Object(
  {
    token: SessionTokens.properties.token,
    refreshToken: SessionTokens.properties.refreshToken,
    user: Type.Object({ uuid: Uuid(), email: Type.String({ format: 'email' }) }),
  },
  { title: 'SignInResult' },
);
export type SignInResult = Static<typeof SignInResult>;
