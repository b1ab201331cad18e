import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildPath, type BodyOf, type ParamsOf, type QueryOf, type ResultOf } from './endpoint';
import type { authApi } from './endpoints/auth';
import { gpApi } from './endpoints/gp';
import type { kycApi } from './endpoints/kyc';
import { playersApi } from './endpoints/players';
import type { Game } from './entities/game';
import type { KycDocumentType } from './entities/kyc';
import type { PlayerBonus } from './entities/playerBonus';
import type { SignInResult } from './entities/session';

describe('endpoint types', () => {
  it('infers params, query, body and result', () => {
    expectTypeOf<ParamsOf<typeof kycApi.updateDocument>>().toEqualTypeOf<{ type: KycDocumentType; uuid: string }>();
    expectTypeOf<ParamsOf<typeof playersApi.signIn>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyOf<typeof playersApi.signIn>['email']>().toEqualTypeOf<string>();
    expectTypeOf<BodyOf<typeof gpApi.listGames>>().toEqualTypeOf<undefined>();
    expectTypeOf<QueryOf<typeof gpApi.listGames>>().toHaveProperty('search');
    expectTypeOf<ResultOf<typeof playersApi.signIn>>().toEqualTypeOf<SignInResult>();
    expectTypeOf<ResultOf<typeof gpApi.listGames>>().toEqualTypeOf<Game[]>();
    expectTypeOf<ResultOf<typeof playersApi.getSelfBonuses>>().toEqualTypeOf<PlayerBonus | null | PlayerBonus[]>();
    expectTypeOf<ResultOf<typeof authApi.signOut>>().toEqualTypeOf<{ message: string; messageCode?: string }>();
  });

  it('types the schemas an endpoint was given as present', () => {
    expectTypeOf(playersApi.signIn.body).not.toEqualTypeOf<undefined>();
    expect(playersApi.signIn.body.properties.email).toBeDefined();
  });

  it('checks buildPath arguments against the endpoint', () => {
    expect(buildPath(playersApi.resetPassword, { hash: 'h' })).toBe('/api/players/reset-password/h');
    // @ts-expect-error a missing path parameter is a type error
    expect(() => buildPath(playersApi.resetPassword, {})).toThrow();
    // @ts-expect-error an unknown query value is a type error
    expect(buildPath(gpApi.listGames, undefined, { colour: 'red' })).toBe('/api/gp/games?colour=red');
  });
});
