import { describe, expect, it } from 'vitest';
import { buildPath, pathParamNames } from './endpoint';
import { gpApi } from './endpoints/gp';
import { kycApi } from './endpoints/kyc';
import { playersApi } from './endpoints/players';

describe('buildPath', () => {
  it('answers the path of an endpoint without parameters', () => {
    expect(buildPath(playersApi.signIn)).toBe('/api/players/signin');
  });

  it('fills and encodes path parameters', () => {
    expect(buildPath(playersApi.requestResetPassword, { email: 'jo+test@example.com' })).toBe(
      '/api/players/request-reset-password/jo%2Btest%40example.com',
    );
    expect(buildPath(playersApi.resetPassword, { hash: 'a/b c' })).toBe('/api/players/reset-password/a%2Fb%20c');
    expect(
      buildPath(kycApi.updateDocument, { type: 'ID_WITH_PHOTO', uuid: '3b241101-e2bb-4255-8caf-4136c566a962' }),
    ).toBe('/api/kyc/update/ID_WITH_PHOTO/3b241101-e2bb-4255-8caf-4136c566a962');
  });

  it('throws when a path parameter is missing', () => {
    expect(() => buildPath({ path: '/api/players/reset-password/:hash' })).toThrow(/hash/);
  });

  it('writes query values and drops undefined and null ones', () => {
    expect(
      buildPath(gpApi.listBets, undefined, {
        page: 2,
        limit: 10,
        includeGame: true,
        createdAtStart: undefined,
        createdAtEnd: undefined,
      }),
    ).toBe('/api/gp/transactions?page=2&limit=10&includeGame=true');
    expect(buildPath({ path: '/api/x' }, undefined, { a: null, b: undefined, c: 'x y&z' })).toBe('/api/x?c=x+y%26z');
  });

  it('answers the bare path when every query value is left out', () => {
    expect(buildPath(gpApi.listGames, undefined, { search: undefined })).toBe('/api/gp/games');
  });

  it('lists the parameters of a path in order', () => {
    expect(pathParamNames('/api/kyc/update/:type/:uuid')).toEqual(['type', 'uuid']);
    expect(pathParamNames('/api/health')).toEqual([]);
  });
});
