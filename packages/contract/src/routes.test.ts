// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { renderRoutesModule, ROUTES_FILE } from '../scripts/render-routes';
import { api } from './api';
import { buildPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResultOf } from './endpoint';
import * as endpoints from './index';
import type { EndpointOf, RouteRef } from './route';
import * as routes from './routes';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

/** Module specifiers a file loads at runtime (everything but `import type` / `export type`). */
function runtimeSpecifiers(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(type\s)?(?:[^'";]*?\sfrom\s+)?'([^']+)';/gm)]
    .filter((match) => !match[1])
    .map((match) => match[2] as string);
}

/** Every package the module graph of `entry` loads at runtime. */
function runtimePackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const base = path.resolve(path.dirname(file), specifier);
        visit(existsSync(`${base}.ts`) ? `${base}.ts` : path.join(base, 'index.ts'));
      }
    }
  };
  visit(entry);
  return packages;
}

describe('@casino/contract/routes', () => {
  it('is what the definitions generate (run `pnpm --filter @casino/contract generate:routes`)', async () => {
    expect(readFileSync(ROUTES_FILE, 'utf8')).toBe(await renderRoutesModule());
  });

  it('has a same-named table per service with the method, path, access (and permission) of every endpoint', () => {
    for (const [service, serviceEndpoints] of Object.entries(api)) {
      const table = (routes as unknown as Record<string, Record<string, object>>)[`${service}Api`];
      const expected = Object.fromEntries(
        Object.entries(serviceEndpoints as Record<string, Endpoint>).map(
          ([key, { method, path, access, permission }]) => [
            key,
            permission ? { method, path, access, permission } : { method, path, access },
          ],
        ),
      );
      expect(table).toStrictEqual(expected);
    }
  });

  it('loads no package at runtime (no TypeBox in a client that only sends calls)', () => {
    expect(runtimePackages(path.join(srcDir, 'routes.ts'))).toEqual(new Set());
    // The check itself sees TypeBox where it is loaded.
    expect(runtimePackages(path.join(srcDir, 'index.ts'))).toContain('typebox');
  });

  it('builds paths from a route as from its endpoint', () => {
    expect(routes.buildPath(routes.playersApi.resetPassword, { hash: 'a/b' })).toBe(
      buildPath(endpoints.playersApi.resetPassword, { hash: 'a/b' }),
    );
  });

  it('types each route as its endpoint', () => {
    type SignInRoute = typeof routes.playersApi.signIn;
    type SignIn = typeof endpoints.playersApi.signIn;
    expectTypeOf<EndpointOf<SignInRoute>>().toEqualTypeOf<SignIn>();
    expectTypeOf<BodyOf<SignInRoute>>().toEqualTypeOf<BodyOf<SignIn>>();
    expectTypeOf<ResultOf<SignInRoute>>().toEqualTypeOf<ResultOf<SignIn>>();
    type ListBetsRoute = typeof routes.gpApi.listBets;
    expectTypeOf<QueryOf<ListBetsRoute>>().toEqualTypeOf<QueryOf<typeof endpoints.gpApi.listBets>>();
    type ResetRoute = typeof routes.playersApi.resetPassword;
    expectTypeOf<ParamsOf<ResetRoute>>().toEqualTypeOf<{ hash: string }>();
    expectTypeOf(routes.buildPath<ResetRoute>)
      .parameter(1)
      .toEqualTypeOf<{ hash: string } | undefined>();
    // A full endpoint (schemas and all) is not a route ref: clients cannot pass one by mistake.
    expectTypeOf<SignIn>().not.toExtend<RouteRef>();
  });
});
