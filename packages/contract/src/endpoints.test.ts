import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { allEndpointEntries, allEndpoints, api } from './api';
import { pathParamNames, SERVICE_PREFIXES, type Endpoint } from './endpoint';
import { STAFF_PERMISSIONS } from './vocabulary/staff';
import { routeSchema } from './routeSchema';

/** Every row of spec point 7's table, placed as DESIGN.md ("The API") says. */
const SPEC_CALLS = [
  'POST /api/auth/signout',
  'GET /api/auth/bonuses/get-all',
  'GET /api/auth/bonuses/get-bonus-record',
  'GET /api/gp/games',
  'GET /api/gp/game/types',
  'GET /api/gp/get-all-gp',
  'GET /api/gp/games/favorite',
  'POST /api/gp/games/favorite/add',
  'POST /api/gp/games/favorite/remove',
  'GET /api/players/details',
  'PUT /api/players/details/update',
  'PUT /api/players/reset-password/:hash',
  'GET /api/players/request-reset-password/:email',
  'GET /api/auth/localization/get-languages',
  'GET /api/auth/localization/get-locale-text',
  'GET /api/auth/localization/get-all-page-description',
  'GET /api/auth/localization/get-page-description',
  'GET /api/auth/master/currency/avaliable',
  'POST /api/players/new',
  'POST /api/players/signin',
  'GET /api/players/resend-email/:token',
  'POST /api/players/upload-profile',
  'GET /api/kyc/kyc-expiration-status',
  'PUT /api/kyc/update/:type/:uuid',
  'POST /api/kyc/upload/:uuid',
  'GET /api/players/bonuses',
  'GET /api/players/bonuses/get-self',
  'GET /api/payments/crypto-pay/network-fee',
  'GET /api/payments/crypto-pay/coins',
  'POST /api/payments/crypto-pay/withdraw',
  'POST /api/payments/crypto-pay/cancel-withdraw',
  'POST /api/payments/crypto-pay/payment-link',
  'GET /api/players/check-previous-payment-link',
  'POST /api/players/cancel-previous-payment-link',
  'GET /api/players/transactions',
  'GET /api/gp/transactions',
  'POST /api/players/data-bet/token',
  'POST /api/gp/games/play',
] as const;

/** The spec's "Other calls" and the paths DESIGN.md leaves to the contract. */
const OWN_CALLS = [
  'POST /api/players/refresh',
  'PUT /api/players/update',
  'GET /api/players/bonuses/lookup',
  'GET /api/players/verify-email/:token',
  'GET /api/players/preferences',
  'PUT /api/players/preferences',
  'POST /api/auth/newsletter/subscribe',
  'POST /api/payments/crypto-pay/webhook',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/mailbox',
  'GET /api/sportsbook/feed',
  'POST /api/sportsbook/bets',
  'GET /api/sportsbook/bets',
] as const;

/** The operator's calls (the `pnpm admin` tool and any back office). */
const OPERATOR_CALLS = [
  'GET /api/admin/players/kyc',
  'POST /api/admin/players/kyc/:playerUuid/:type',
  'GET /api/admin/players/withdrawals',
  'POST /api/admin/players/withdrawals/:uuid/approve',
  'POST /api/admin/players/withdrawals/:uuid/reject',
  'GET /api/admin/players/deposits/held',
  'POST /api/admin/players/deposits/:uuid/release',
  'POST /api/admin/players/deposits/:uuid/refund',
  'GET /api/admin/players/bonus-offers',
  'POST /api/admin/players/bonus-offers',
  'PUT /api/admin/players/bonus-offers/:uuid',
  'GET /api/admin/players/pages',
  'PUT /api/admin/players/pages/:pageId/:lanCode',
  'POST /api/admin/players/sportsbook/events/:eventId/settle',
  'PUT /api/admin/players/sportsbook/selections/:selectionId/odds',
  'GET /api/admin/players/lookup',
  'GET /api/admin/players/marketing-recipients',
  'GET /api/admin/players/:playerUuid/responsible-gaming',
  'PUT /api/admin/players/:playerUuid/responsible-gaming/limits',
  'POST /api/admin/players/:playerUuid/affordability-check',
  'POST /api/admin/players/:playerUuid/contact-moment',
  'POST /api/admin/players/:playerUuid/responsible-gaming/exclusion',
  'POST /api/admin/players/staff',
  'GET /api/admin/players/audit/verify',
] as const;

const PLATFORM_PATHS = ['/api/health', '/api/ready', '/api/mailbox'];

const signature = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;
const propertyNames = (schema: unknown) =>
  Type.IsObject(schema) ? Object.keys(schema.properties).sort() : schema === undefined ? [] : ['<not an object>'];

describe('endpoints', () => {
  it('lists every endpoint of every service once', () => {
    const count = Object.values(api).reduce((sum, service) => sum + Object.keys(service).length, 0);
    expect(allEndpoints).toHaveLength(count);
    expect(new Set(allEndpoints).size).toBe(count);
    expect(new Set(allEndpointEntries.map((entry) => entry.id)).size).toBe(count);
  });

  it('gives no two endpoints the same method and path', () => {
    const seen = allEndpoints.map(signature);
    expect(seen.filter((item, index) => seen.indexOf(item) !== index)).toEqual([]);
  });

  it('gives no two endpoints paths that differ only in parameter names', () => {
    const shapes = allEndpoints.map(
      (endpoint) => `${endpoint.method} ${endpoint.path.replace(/:[A-Za-z0-9_]+/g, ':')}`,
    );
    expect(shapes.filter((item, index) => shapes.indexOf(item) !== index)).toEqual([]);
  });

  it.each(allEndpointEntries.map((entry) => [entry.id, entry.endpoint] as const))(
    '%s sits under its service prefix',
    (id, endpoint) => {
      expect(endpoint.path.startsWith('/api/')).toBe(true);
      expect(id.split('.')[0]).toBe(endpoint.tag);
      if (endpoint.tag === 'platform') {
        expect(PLATFORM_PATHS).toContain(endpoint.path);
      } else {
        expect(endpoint.path.startsWith(`${SERVICE_PREFIXES[endpoint.tag]}/`)).toBe(true);
      }
    },
  );

  it('keeps the platform paths out of every service prefix', () => {
    for (const path of PLATFORM_PATHS) {
      const owners = Object.entries(SERVICE_PREFIXES).filter(
        ([tag, prefix]) => tag !== 'platform' && path.startsWith(`${prefix}/`),
      );
      expect(owners).toEqual([]);
    }
  });

  it.each(allEndpointEntries.map((entry) => [entry.id, entry.endpoint] as const))(
    '%s declares exactly the parameters of its path',
    (_id, endpoint) => {
      expect(propertyNames(endpoint.params)).toEqual(pathParamNames(endpoint.path).sort());
    },
  );

  it.each(allEndpointEntries.map((entry) => [entry.id, entry.endpoint] as const))(
    '%s is complete and consistent',
    (_id, endpoint) => {
      expect(endpoint.summary.trim().length).toBeGreaterThan(0);
      expect(endpoint.summary).not.toContain('\n');
      expect(['public', 'optionalPlayer', 'player', 'operator', 'staff']).toContain(endpoint.access);
      expect(endpoint.result).toBeDefined();
      if (endpoint.method === 'GET') {
        expect(endpoint.body).toBeUndefined();
        expect(endpoint.files).toBeUndefined();
      }
      if (endpoint.query !== undefined) expect(Type.IsObject(endpoint.query)).toBe(true);
      if (endpoint.files) expect(endpoint.files.length).toBeGreaterThan(0);
    },
  );

  it('gives operator access to exactly the admin service', () => {
    for (const endpoint of allEndpoints) {
      expect(endpoint.access === 'operator').toBe(endpoint.tag === 'admin');
    }
  });

  it('gives staff access only to the back office, every other back-office call being a sign-in step', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.access === 'staff') expect(endpoint.tag).toBe('backoffice');
      if (endpoint.tag === 'backoffice' && endpoint.access !== 'staff') {
        expect(endpoint.access).toBe('public');
        expect(endpoint.path).toMatch(/^\/api\/backoffice\/(sign-in|set-up)/);
      }
    }
  });

  it('names a permission of the matrix on staff endpoints only', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.permission === undefined) continue;
      expect(endpoint.access).toBe('staff');
      expect(STAFF_PERMISSIONS).toContain(endpoint.permission);
    }
  });

  it.each([...SPEC_CALLS, ...OWN_CALLS, ...OPERATOR_CALLS])('has %s', (call) => {
    expect(allEndpoints.map(signature)).toContain(call);
  });

  it('lists every operator call', () => {
    expect(Object.values(api.admin).map(signature).sort()).toEqual([...OPERATOR_CALLS].sort());
  });

  it('tells clients to sanitise the page HTML an operator writes', () => {
    expect(api.admin.upsertPageText.description).toContain('Stored as sent; clients must sanitise before rendering');
    expect(api.admin.upsertPageText.result).toBe(api.auth.getPageDescription.result);
  });

  it('declares the multipart fields of the uploads', () => {
    expect(api.kyc.upload.files).toEqual(['ID', 'ADDRESS', 'ID_WITH_PHOTO']);
    expect(api.kyc.updateDocument.files).toEqual(['document']);
    expect(api.players.uploadProfilePicture.files).toEqual(['file']);
  });

  it('needs no token for the calls a visitor makes', () => {
    const visitorCalls = [
      api.players.signUp,
      api.players.signIn,
      api.players.refresh,
      api.players.requestResetPassword,
      api.players.resetPassword,
      api.players.verifyEmail,
      api.auth.signOut,
      api.auth.listBonuses,
      api.auth.listLanguages,
      api.auth.subscribeNewsletter,
      api.gp.listGames,
      api.gp.playGame,
      api.payments.webhook,
    ];
    for (const endpoint of visitorCalls) expect(['public', 'optionalPlayer']).toContain(endpoint.access);
  });
});

describe('routeSchema', () => {
  it('maps an endpoint to a route schema and leaves out what it lacks', () => {
    const schema = routeSchema(api.players.resetPassword, 'players.resetPassword');
    expect(schema.params).toBe(api.players.resetPassword.params);
    expect(schema.body).toBe(api.players.resetPassword.body);
    expect(schema.operationId).toBe('players.resetPassword');
    expect(schema.tags).toEqual(['players']);
    expect('querystring' in schema).toBe(false);
    expect('headers' in schema).toBe(false);
    expect(Object.keys(schema.response)).toEqual(['200', '4xx', '5xx']);
    expect(Type.IsObject(schema.response[200])).toBe(true);
  });
});
