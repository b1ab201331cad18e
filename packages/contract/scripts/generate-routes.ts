/**
 * `pnpm --filter @casino/contract generate:routes`: writes `src/routes.generated.ts` (the route
 * tables of `@casino/contract/routes`) from the endpoint definitions. Run it after adding,
 * renaming or changing an endpoint; `src/routes.test.ts` fails while the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderRoutesModule, ROUTES_FILE } from './render-routes';

const source = await renderRoutesModule();
let current: string | undefined;
try {
  current = readFileSync(ROUTES_FILE, 'utf8');
} catch {
  current = undefined;
}
const name = path.relative(process.cwd(), ROUTES_FILE);
if (current === source) console.log(`${name} is up to date`);
else {
  writeFileSync(ROUTES_FILE, source);
  console.log(`wrote ${name}`);
}
