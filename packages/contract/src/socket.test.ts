import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Account } from './entities/account';
import { SERVER_EVENT_SCHEMAS, SOCKET_EVENTS, SOCKET_PATH, type ServerToClientEvents } from './socket';

describe('socket', () => {
  it('sits at the spec path and names the spec events', () => {
    expect(SOCKET_PATH).toBe('/api/players/sockets');
    expect(Object.values(SOCKET_EVENTS).sort()).toEqual(['balanceUpdate', 'login']);
    expect(Object.keys(SERVER_EVENT_SCHEMAS).sort()).toEqual(['balanceUpdate', 'login']);
  });

  it('types the listeners', () => {
    expectTypeOf<Parameters<ServerToClientEvents['balanceUpdate']>[0]>().toEqualTypeOf<Account[]>();
    expectTypeOf<Parameters<ServerToClientEvents['login']>[0]['accounts']>().toEqualTypeOf<Account[]>();
  });
});
