// Built apps for the platform to serve in tests: a site whose server renderer renders /casino
// (with the nonce it is given) and leaves every other page to the browser, and a back office.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SITE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Casino</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A built site whose server renderer renders /casino and leaves every other page to the browser. */
export function fakeSite(): { dir: string; distDir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-headers-site-'));
  const distDir = path.join(dir, 'dist');
  mkdirSync(path.join(distDir, '.vite'), { recursive: true });
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(path.join(distDir, 'index.html'), SITE_TEMPLATE);
  writeFileSync(path.join(distDir, 'assets/index-1.js'), 'console.log("site");\n');
  writeFileSync(path.join(distDir, '.vite/manifest.json'), '{}');
  writeFileSync(
    path.join(dir, 'dist-server/render.js'),
    `export const warmUpPaths = [];
export const pageNeeds = () => ({ modules: [], preloads: [] });
export async function renderPage({ url, nonce }) {
  if (!url.startsWith('/casino')) return { kind: 'browser', modules: [], preloads: [] };
  // As the site's renderer does: the router's hydration data in a script with the nonce it is given.
  const html = '<main><h1>Casino</h1></main><script nonce="' + nonce + '">window.__staticRouterHydrationData = {}</script>';
  return { kind: 'page', status: 200, html, language: 'en_GB', lang: 'en-GB', title: 'Casino', modules: [], preloads: [] };
}
`,
  );
  return { dir, distDir };
}

export const BACKOFFICE_INDEX = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Back office</title>
<script type="module" crossorigin src="/backoffice/assets/index-b0ff1ce.js"></script>
</head><body><div id="root"></div></body></html>
`;
export const BACKOFFICE_SCRIPT = 'console.log("back office");\n';

/** A built back office: its index.html and one hashed script. */
export function fakeBackoffice(): { dir: string; distDir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-backoffice-'));
  const distDir = path.join(dir, 'dist');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), BACKOFFICE_INDEX);
  writeFileSync(path.join(distDir, 'assets/index-b0ff1ce.js'), BACKOFFICE_SCRIPT);
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, distDir };
}
