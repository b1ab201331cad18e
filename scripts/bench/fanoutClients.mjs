// One of the socket-client processes of the fan-out bench (scripts/bench/fanout.mjs forks several):
// a share of the bench player's wallet sockets (socket.io-client, WebSocket only), so that decoding
// thousands of events is spread over the machine's cores and does not run on the platform's event
// loops or on one client loop. Told over IPC where to connect; answers, per balance the sockets
// hear, their arrival times (wall clock: performance.timeOrigin + performance.now(), comparable
// across processes on one machine). BENCH_SOCKET_CLIENT=socket.io-client uses socket.io-client
// itself instead of the bare WebSocket client below.
//
// Messages in:  { connect: { urls, token, count } } | { flush: value } | { stop: true }
// Messages out: { ready, connected, refused, reasons, value } | { value, arrivals } | { error }
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requirePlatform = createRequire(path.join(root, 'apps/platform/package.json'));
// socket.io-client is the platform's development dependency (its tests use it too); `ws` is the
// WebSocket library it runs on in Node (through engine.io-client), taken from there.
const requireEngine = createRequire(
  createRequire(requirePlatform.resolve('socket.io-client')).resolve('engine.io-client'),
);
const CLIENT = process.env.BENCH_SOCKET_CLIENT === 'socket.io-client' ? 'socket.io-client' : 'ws';

const SOCKET_PATH = process.env.FANOUT_SOCKET_PATH ?? '/api/players/sockets';
/** Handshakes in flight at once in this process: a burst of thousands only measures accept queues. */
const IN_FLIGHT = 50;

const now = () => performance.timeOrigin + performance.now();
const send = (message) => process.send?.(message);

const sockets = [];
/** Arrival times of each balance value (the value names the write: each write adds the same amount). */
const arrivals = new Map();
let connected = 0;

function heard(accounts, at = now()) {
  const value = Array.isArray(accounts) ? accounts[0]?.value : undefined;
  if (typeof value !== 'string') return;
  let times = arrivals.get(value);
  if (!times) arrivals.set(value, (times = []));
  times.push(at);
  if (times.length === connected) {
    send({ value, arrivals: times });
    arrivals.delete(value);
  }
}

/**
 * A wallet socket as a bare WebSocket speaking the socket.io protocol (Engine.IO 4, socket.io 5):
 * the server's open packet, CONNECT with the token, pings answered; events are JSON-decoded as
 * socket.io-client would, but without its per-packet machinery, so that a client process costs a
 * fraction of socket.io-client's CPU a message and thousands of sockets fit on a small machine.
 */
function openBare(url, token) {
  const WebSocket = requireEngine('ws');
  return new Promise((resolve) => {
    const address = new URL(url);
    address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
    address.pathname = `${SOCKET_PATH}/`;
    address.search = '?EIO=4&transport=websocket';
    const socket = new WebSocket(address, { perMessageDeflate: false });
    sockets.push({ disconnect: () => socket.terminate() });
    let settled = false;
    const settle = (result) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    socket.on('error', (error) => settle({ ok: false, reason: error.message }));
    socket.on('close', () => settle({ ok: false, reason: 'closed' }));
    socket.on('message', (data) => {
      const at = now();
      const text = data.toString();
      if (text === '2') socket.send('3');
      else if (text.startsWith('0')) socket.send(`40${JSON.stringify({ token })}`);
      else if (text.startsWith('44')) settle({ ok: false, reason: JSON.parse(text.slice(2)).message });
      else if (text.startsWith('42')) {
        const [event, payload] = JSON.parse(text.slice(2));
        if (event === 'balanceUpdate') heard(payload, at);
        else if (event === 'login') settle({ ok: true, value: payload?.accounts?.[0]?.value });
      }
    });
  });
}

function open(url, token) {
  if (CLIENT === 'ws') return openBare(url, token);
  return new Promise((resolve) => {
    const { io } = requirePlatform('socket.io-client');
    const socket = io(url, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    socket.on('balanceUpdate', heard);
    socket.once('login', (login) => resolve({ ok: true, value: login?.accounts?.[0]?.value }));
    socket.once('connect_error', (error) => resolve({ ok: false, reason: error?.message ?? String(error) }));
  });
}

async function connect({ urls, token, count }) {
  let refused = 0;
  let value;
  const reasons = {};
  let next = 0;
  async function lane() {
    while (next < count) {
      const i = next;
      next += 1;
      const result = await open(urls[i % urls.length], token);
      if (result.ok) {
        connected += 1;
        value ??= result.value;
      } else {
        refused += 1;
        reasons[result.reason] = (reasons[result.reason] ?? 0) + 1;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count) }, lane));
  send({ ready: true, connected, refused, reasons, value });
}

process.on('message', (message) => {
  if (message.stop) {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
  if (message.flush !== undefined) {
    send({ value: message.flush, arrivals: arrivals.get(message.flush) ?? [] });
    arrivals.delete(message.flush);
    return;
  }
  if (message.connect) {
    connect(message.connect).catch((error) => send({ error: error instanceof Error ? error.message : String(error) }));
  }
});
