// The platform behind nginx with TRUST_PROXY naming it: the limits count per real client (the
// address nginx saw), not per proxy, and a client's own X-Forwarded-For changes nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildPath, playersApi } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChildPlatform, type ChildPlatform } from './childPlatform';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const SIGN_IN = buildPath(playersApi.signIn);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST from a chosen loopback address (127.0.0.2, 127.0.0.3: distinct clients on this machine). */
function postFrom(
  localAddress: string,
  port: number,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string }),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

describe.skipIf(!NGINX)('the platform behind nginx', () => {
  let platform: ChildPlatform;
  let nginx: ChildProcess;
  let dir: string;
  let port: number;

  beforeAll(async () => {
    platform = await startChildPlatform({ DATA_DIR: 'memory://', SEED_GAMES: '10', TRUST_PROXY: '127.0.0.1' });
    port = await freePort();
    dir = mkdtempSync(path.join(os.tmpdir(), 'casino-nginx-'));
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${platform.baseUrl};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
    );
    nginx = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off; user root;'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await sleep(100);
    }
    throw new Error('nginx did not start');
  }, 240_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await platform?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('throttles the client that fails, not every client of the proxy, whatever the client forwards', async () => {
    const body = { email: 'behind-proxy@example.com', password: 'Wrong-Password-9' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // A forged header of its own, another each time: nginx appends the real address after it.
      const answer = await postFrom('127.0.0.2', port, SIGN_IN, body, { 'x-forwarded-for': `203.0.113.${attempt}` });
      expect(answer.status).toBe(401);
    }
    const refused = await postFrom('127.0.0.2', port, SIGN_IN, body, { 'x-forwarded-for': '203.0.113.99' });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(800);
    // Another client of the same proxy is not throttled by the first one's failures.
    expect((await postFrom('127.0.0.3', port, SIGN_IN, body)).status).toBe(401);
  });
});
