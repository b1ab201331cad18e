import type { Endpoint } from './endpoint';
import { adminApi } from './endpoints/admin';
import { authApi } from './endpoints/auth';
import { backofficeApi } from './endpoints/backoffice';
import { gpApi } from './endpoints/gp';
import { kycApi } from './endpoints/kyc';
import { paymentsApi } from './endpoints/payments';
import { platformApi } from './endpoints/platform';
import { playersApi } from './endpoints/players';
import { sportsbookApi } from './endpoints/sportsbook';

/** Every endpoint, by service then by key: `api.players.signIn`. */
export const api = {
  auth: authApi,
  players: playersApi,
  gp: gpApi,
  payments: paymentsApi,
  kyc: kycApi,
  admin: adminApi,
  sportsbook: sportsbookApi,
  platform: platformApi,
  backoffice: backofficeApi,
} as const;

/** An endpoint with its stable id (`service.key`, e.g. 'players.signIn'), usable as OpenAPI operationId. */
export interface EndpointEntry {
  id: string;
  endpoint: Endpoint;
}

/** Every endpoint with its id, in service order. */
export const allEndpointEntries: readonly EndpointEntry[] = Object.entries(api).flatMap(([service, endpoints]) =>
  Object.entries(endpoints as Record<string, Endpoint>).map(([key, endpoint]) => ({
    id: `${service}.${key}`,
    endpoint,
  })),
);

/** Every endpoint of the API, flat: the platform registers one route per entry. */
export const allEndpoints: readonly Endpoint[] = allEndpointEntries.map((entry) => entry.endpoint);
