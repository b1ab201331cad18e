// The wallet feed's listeners for `pnpm bench`, in a process of their own (forked by load.ts), so
// decoding 2,000 sockets' events does not run on the platform's event loop. Told over IPC which
// platforms to connect to and with which token; answers each write's arrival times (wall clock,
// performance.timeOrigin + performance.now(), comparable across processes on one machine).
import { SOCKET_PATH } from '@casino/contract';
import { io, type Socket } from 'socket.io-client';

export type ClientsRequest = { urls: string[]; token: string; count: number } | { stop: true };
export type ClientsReport = { ready: number } | { write: number; arrivals: number[] } | { error: string };

const send = (report: ClientsReport) => process.send?.(report);
const now = () => performance.timeOrigin + performance.now();

const sockets: Socket[] = [];

process.on('message', (request: ClientsRequest) => {
  if ('stop' in request) {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
  connect(request).catch((error: unknown) => send({ error: error instanceof Error ? error.message : String(error) }));
});

async function connect({ urls, token, count }: { urls: string[]; token: string; count: number }) {
  // The k-th balanceUpdate a socket hears answers the k-th write (load.ts writes one at a time and
  // waits until every socket has heard it).
  const arrivals = new Map<number, number[]>();
  const loggedIn: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const socket = io(urls[i % urls.length] ?? '', {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    loggedIn.push(
      new Promise((resolve, reject) => {
        socket.once('login', () => resolve());
        socket.once('connect_error', reject);
      }),
    );
    let heard = 0;
    socket.on('balanceUpdate', () => {
      const write = heard;
      heard += 1;
      const times = arrivals.get(write) ?? [];
      arrivals.set(write, times);
      times.push(now());
      if (times.length === count) {
        send({ write, arrivals: times });
        arrivals.delete(write);
      }
    });
    // Connect in batches: a burst of 2,000 handshakes at once only measures the accept queue.
    if (i % 100 === 99) await Promise.all(loggedIn.slice(-100));
  }
  await Promise.all(loggedIn);
  send({ ready: count });
}
