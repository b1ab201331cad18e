import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPlatform, type Platform, type PlatformOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { migratedMemoryTemplate } from '../src/db/client';
import { platformPath } from '../src/paths';

import { createScratchDatabase } from './databases';

export { databaseKinds } from './databases';

export const OPERATOR_TOKEN = 'test-operator-token';

export interface TestPlatform {
  platform: Platform;
  config: Config;
  baseUrl: string;
  /** fetch against the platform, answering the parsed JSON body and the status. */
  call<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

/** `call` of a TestPlatform for any platform's base URL (a child process's too). */
export function httpCaller(baseUrl: string): TestPlatform['call'] {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as never };
  };
}

let memoryTemplate: Promise<Blob> | undefined;

/**
 * A migrated in-memory database to copy: making a PGlite cluster takes 3-4 s, loading a dump of
 * one well under 1 s. Shared by every test file through a file named after the migrations.
 */
export function pgliteTemplate(): Promise<Blob> {
  memoryTemplate ??= (async () => {
    const hash = createHash('sha256');
    hash.update(readFileSync(platformPath('node_modules/@electric-sql/pglite/package.json')));
    const folder = platformPath('drizzle');
    for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
      if (name.endsWith('.sql') || name.endsWith('.json'))
        hash.update(name).update(readFileSync(path.join(folder, name)));
    }
    const file = path.join(os.tmpdir(), `casino-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const dump = await migratedMemoryTemplate();
      // Written aside and renamed: a parallel worker never reads half a file.
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    }
  })();
  return memoryTemplate;
}

export async function startTestPlatform(
  kind: 'pglite' | 'postgres' = 'pglite',
  env: Record<string, string> = {},
  options: PlatformOptions = {},
): Promise<TestPlatform> {
  // A PostgreSQL platform gets its own scratch database, unless env names one (shared by several).
  // A copy of the migrated template: the platform finds every migration applied (the suites that share
  // one database between platforms still migrate an empty one on start).
  const scratch =
    kind === 'postgres' && !env.DATABASE_URL ? await createScratchDatabase(undefined, { migrated: true }) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    OPERATOR_TOKEN,
    REDIS_PREFIX: `casino-test-${randomBytes(4).toString('hex')}`,
    SITE_DIST_DIR: '/nonexistent',
    BACKOFFICE_DIST_DIR: '/nonexistent',
    // A suite signs its players up from one address; limits.test.ts tests the real limit.
    SIGN_UP_LIMIT_PER_HOUR: '100000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const platform = await createPlatform(config, {
    ...(kind === 'pglite' && config.dataDir === 'memory://' ? { memoryTemplate: await pgliteTemplate() } : {}),
    ...options,
  });
  const address = await platform.listen();
  const baseUrl = address.replace('[::1]', '127.0.0.1');
  return {
    platform,
    config,
    baseUrl,
    call: httpCaller(baseUrl),
    async close() {
      await platform.close();
      await scratch?.drop();
    },
  };
}

/**
 * The settings several platform processes share to serve one product: one PostgreSQL database
 * and one Redis, under a key prefix of their own so that no other test's counters or sockets mix in.
 */
export function sharedProductEnv(databaseUrl: string, redisUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `casino-test-${randomBytes(4).toString('hex')}`,
  };
}
