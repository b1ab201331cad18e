import { createServer, type IncomingMessage } from 'node:http';
import type { RegisterName } from '../src/providers/registers/api';

/** A check as the fake registers received it. */
export interface RegisterRequest {
  register: RegisterName;
  /** The form (GAMSTOP) or JSON body (CRUKS, OASIS). */
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

/**
 * The three registers on 127.0.0.1, each speaking its API of docs/registers.md at
 * `{url}/gamstop`, `{url}/cruks` and `{url}/oasis` (the settings' base URLs): a person whose last
 * name is in `registered` is registered; a register in `down` drops the connection. Every request
 * is recorded.
 */
export async function startFakeRegisters() {
  const requests: RegisterRequest[] = [];
  const registered = new Set<string>();
  const down = new Set<RegisterName>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const register = (['gamstop', 'cruks', 'oasis'] as const).find(
        (name) => request.url === (name === 'gamstop' ? '/gamstop' : `/${name}/checks`),
      );
      if (!register) {
        response.writeHead(404).end();
        return;
      }
      if (down.has(register)) {
        request.socket.destroy();
        return;
      }
      const body =
        register === 'gamstop'
          ? Object.fromEntries(new URLSearchParams(text))
          : (JSON.parse(text) as Record<string, unknown>);
      requests.push({ register, body, headers: request.headers });
      const isRegistered = registered.has(String(body.lastName));
      if (register === 'gamstop') {
        response.writeHead(200, { 'x-exclusion': isRegistered ? 'Y' : 'N', 'x-unique-id': `fake-${requests.length}` });
        response.end();
        return;
      }
      const answer = register === 'cruks' ? { registered: isRegistered } : { blocked: isRegistered };
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
    /** The settings that send the platform's checks here. */
    env: {
      GAMSTOP_API_URL: `${url}/gamstop`,
      GAMSTOP_API_KEY: 'fake-gamstop-key',
      CRUKS_API_URL: `${url}/cruks`,
      OASIS_API_URL: `${url}/oasis`,
    },
    requests,
    registered,
    down,
    /** The checks asked about a last name, by register. */
    checksOf(lastName: string, register?: RegisterName) {
      return requests.filter(
        (request) => request.body.lastName === lastName && (!register || request.register === register),
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
