import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';

/** An invoice request as the fake provider received it. */
export interface ReceivedInvoiceRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** How the fake provider answers the next invoice requests. */
export type ProviderBehaviour = 'invoice' | 'server-error' | 'not-an-invoice' | 'hang-up';

export interface FakeCryptoPay {
  /** Its API base URL (CRYPTOPAY_API_URL). */
  url: string;
  requests: ReceivedInvoiceRequest[];
  behaviour: ProviderBehaviour;
  /** The checkout page the provider answers for an invoice id. */
  checkoutUrlOf(id: string): string;
  close(): Promise<void>;
}

const listenLocally = (server: HttpServer | TcpServer) =>
  new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

/**
 * A CryptoPay provider on 127.0.0.1 speaking the invoice API of docs/cryptopay-provider-api.md:
 * it records every request and answers an invoice, a cancellation or a refund (or fails, as
 * `behaviour` says).
 */
export async function startFakeCryptoPay(): Promise<FakeCryptoPay> {
  const requests: ReceivedInvoiceRequest[] = [];
  const checkoutUrlOf = (id: string) => `https://pay.cryptopay.example/checkout/${id}`;
  const fake: FakeCryptoPay = {
    url: '',
    requests,
    behaviour: 'invoice',
    checkoutUrlOf,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text: the test sees what was sent
      }
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      if (fake.behaviour === 'hang-up') {
        request.socket.destroy();
        return;
      }
      if (fake.behaviour === 'server-error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"maintenance"}');
        return;
      }
      if (fake.behaviour === 'not-an-invoice') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Welcome</html>');
        return;
      }
      const action = /^\/v1\/invoices\/([^/]+)\/(cancel|refund)$/.exec(request.url ?? '');
      if (action) {
        const answer =
          action[2] === 'cancel'
            ? { id: action[1], status: 'cancelled' }
            : { id: `ref_${action[1]}`, status: 'refunded' };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        return;
      }
      const id = `inv_${requests.length}`;
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id, checkoutUrl: checkoutUrlOf(id) }));
    });
  });
  const port = await listenLocally(server);
  fake.url = `http://127.0.0.1:${port}/v1`;
  return fake;
}

/** An SMTP server that accepts every message and keeps nothing but a count. */
export async function startSmtpSink(): Promise<{ url: string; received: () => number; close(): Promise<void> }> {
  let received = 0;
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    socket.on('error', () => undefined);
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          received += 1;
          socket.write('250 OK\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO')) socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 Go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  const port = await listenLocally(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
