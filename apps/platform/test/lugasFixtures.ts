import { createServer } from 'node:http';
import { fromMinorUnits, toMinorUnits } from '@casino/rules';
import type { Clock } from '../src/clock';
import { LUGAS_PATHS, type LugasCall } from '../src/providers/lugas/api';
import { lugasMonth } from '../src/providers/lugas/sandboxApi';

/** A call as the fake LUGAS received it. */
export interface LugasRequest {
  call: LugasCall;
  body: Record<string, unknown> & { player: { lastName: string } };
  authorization: string | undefined;
}

/**
 * LUGAS on 127.0.0.1, speaking the API of docs/lugas.md at `{url}` (the LUGAS_API_URL): a
 * player's limit is 1,000.00 EUR; `depositElsewhere(lastName, '900.00')` files a deposit at
 * another operator in the clock's month; a last name in `playingElsewhere` has a session at
 * another operator; `down` drops every connection; a call in `failing` is answered 500. Reported deposits count in their month
 * (German time, as the test's clock says). Every request is recorded.
 */
export async function startFakeLugas(clock: Clock) {
  const requests: LugasRequest[] = [];
  /** Deposits by last name: id → month and cents. */
  const deposits = new Map<string, Map<string, { month: string; cents: bigint }>>();
  const playingElsewhere = new Set<string>();
  const state = { down: false };
  /** Calls answered 500 (LUGAS refusing them) while listed. */
  const failing = new Set<LugasCall>();
  let elsewhereCount = 0;
  const add = (lastName: string, id: string, cents: bigint) => {
    const own = deposits.get(lastName) ?? new Map<string, { month: string; cents: bigint }>();
    deposits.set(lastName, own);
    if (!own.has(id)) own.set(id, { month: lugasMonth(clock.now()), cents });
  };
  const limitFile = (lastName: string) => {
    const month = lugasMonth(clock.now());
    let cents = 0n;
    for (const entry of deposits.get(lastName)?.values() ?? []) if (entry.month === month) cents += entry.cents;
    return { limit: '1000.00', deposited: fromMinorUnits(cents, 2), currency: 'EUR', month };
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.down) {
        request.socket.destroy();
        return;
      }
      const call = (Object.keys(LUGAS_PATHS) as LugasCall[]).find((name) => LUGAS_PATHS[name] === request.url);
      if (!call || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LugasRequest['body'];
      requests.push({ call, body, authorization: request.headers.authorization });
      if (failing.has(call)) {
        response.writeHead(500).end('{"error":"internal"}');
        return;
      }
      const lastName = body.player.lastName;
      let answer: unknown;
      switch (call) {
        case 'limitQuery':
          answer = limitFile(lastName);
          break;
        case 'deposit':
          add(lastName, String(body.depositId), toMinorUnits(String(body.amount), 2));
          answer = limitFile(lastName);
          break;
        case 'startSession':
          answer = playingElsewhere.has(lastName)
            ? { started: false }
            : { started: true, expiresAt: new Date(clock.now().getTime() + 30 * 60_000).toISOString() };
          break;
        case 'endSession':
          answer = { ended: true };
          break;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** The settings that send the platform's LUGAS calls here. */
    env: { LUGAS_API_URL: url, LUGAS_API_KEY: 'fake-lugas-key' },
    requests,
    playingElsewhere,
    state,
    failing,
    /** A deposit of `amount` at another operator, now. */
    depositElsewhere(lastName: string, amount: string) {
      add(lastName, `elsewhere-${++elsewhereCount}`, toMinorUnits(amount, 2));
    },
    /** The calls about a last name, of one kind when given. */
    callsOf(lastName: string, call?: LugasCall) {
      return requests.filter((entry) => entry.body.player.lastName === lastName && (!call || entry.call === call));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
