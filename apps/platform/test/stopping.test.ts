import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestPlatform } from './harness';

describe('stopping the platform', () => {
  it('stops within seconds while a client holds an answer half-asked', async () => {
    const t = await startTestPlatform('pglite');
    const { hostname, port } = new URL(t.baseUrl);
    // A client that sends part of a request and then nothing: the server waits for the rest.
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      'POST /api/players/signin HTTP/1.1\r\nHost: casino\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    socket.on('error', () => undefined);
    const cut = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(15_000);
    // The half-asked connection was ended by the server.
    await cut;
  }, 30_000);
});
