// Proof that another brand site can consume the published package as it would: pack it, install
// the tarball into a throwaway Vite project, build small apps that import one component each (by
// subpath and from the root), weigh what each pays beyond React, render them in Chromium, and build
// a third brand theme with the typed helper.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { ADDED_SINCE, BUDGETS, TODAY_EVERYTHING } from './budgets';
import { ensureBuilt, files, packageDir, pnpm, run, workspaceVersion } from './packed';

/** One app of the consumer project: its entry module's code (plain JS, no JSX). */
const APPS: Record<string, string> = {
  react: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('button', null, 'Deposit'));`,
  button: `import '@casino/ui/tokens.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@casino/ui/Button';
createRoot(document.getElementById('root')).render(createElement(Button, { variant: 'primary' }, 'Deposit'));`,
  buttonFromRoot: `import '@casino/ui/tokens.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@casino/ui';
createRoot(document.getElementById('root')).render(createElement(Button, { variant: 'primary' }, 'Deposit'));`,
  brand: `import '@casino/ui/tokens.css';
import './brand.css.ts';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@casino/ui/Button';
createRoot(document.getElementById('root')).render(createElement(Button, { variant: 'primary' }, 'Deposit'));`,
  everything: `import '@casino/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import * as ui from '@casino/ui';
window.ui = ui;
window.createRoot = createRoot;`,
  brandPlain: `import '@casino/ui/tokens.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@casino/ui/Button';
import { brandThemeCss } from '@casino/ui/tokens';
const style = document.createElement('style');
style.textContent = brandThemeCss('[data-theme="plain"]', { color: { accent: { base: '#7a1fa2', contrast: '#ffffff' } } });
document.head.append(style);
createRoot(document.getElementById('root')).render(createElement(Button, { variant: 'primary' }, 'Deposit'));`,
  ...Object.fromEntries(
    ['AuthModal', 'Betslip', 'GameGrid', 'DateRangeFilter'].map((name) => [
      name,
      `import '@casino/ui/tokens.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ${name} } from '@casino/ui/${name}';
window.show = (props) => createRoot(document.getElementById('root')).render(createElement(${name}, props));`,
    ]),
  ),
};

/** A brand's theme with the typed helper: only the accent changes, the rest comes from the dark theme. */
const BRAND_THEME = `import { createBrandTheme } from '@casino/ui/theme';
createBrandTheme('[data-theme="acme"]', { color: { accent: { base: 'rgb(0, 135, 90)', contrast: 'rgb(255, 255, 255)' } } });`;

const BUILD_SCRIPT = `import { build } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
for (const name of process.argv.slice(2)) {
  await build({
    root: 'apps/' + name,
    base: './',
    logLevel: 'error',
    plugins: [vanillaExtractPlugin()],
    build: { outDir: 'dist', emptyOutDir: true, modulePreload: false },
  });
}`;

interface Weight {
  js: number;
  jsRaw: number;
  css: number;
  cssRaw: number;
}

describe('@casino/ui as a published package', () => {
  let workDir: string;
  let consumerDir: string;
  let browser: Browser;
  let server: Server;
  let origin: string;
  const weights: Record<string, Weight> = {};

  const weigh = (name: string): Weight => {
    const assets = files(path.join(consumerDir, 'apps', name, 'dist'));
    const sum = (ext: string, measure: (file: string) => number) =>
      assets.filter((file) => file.endsWith(ext)).reduce((total, file) => total + measure(file), 0);
    return {
      js: sum('.js', (file) => gzipSync(readFileSync(file)).length),
      jsRaw: sum('.js', (file) => statSync(file).size),
      css: sum('.css', (file) => gzipSync(readFileSync(file)).length),
      cssRaw: sum('.css', (file) => statSync(file).size),
    };
  };
  /** Gzip KB an app pays beyond React and React DOM. */
  const beyondReact = (name: string) => ({
    js: ((weights[name]?.js ?? 0) - (weights.react?.js ?? 0)) / 1024,
    css: (weights[name]?.css ?? 0) / 1024,
  });

  beforeAll(async () => {
    ensureBuilt();
    workDir = mkdtempSync(path.join(tmpdir(), 'casino-ui-consumer-'));
    pnpm(['pack', '--pack-destination', workDir], packageDir);
    const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack produced no tarball');
    consumerDir = path.join(workDir, 'brand-site');
    mkdirSync(consumerDir);
    writeFileSync(
      path.join(consumerDir, 'package.json'),
      JSON.stringify({ name: 'brand-site', private: true, type: 'module' }, null, 2),
    );
    pnpm(
      [
        'add',
        '--prefer-offline',
        '--config.confirmModulesPurge=false',
        `../${tarball}`,
        `react@${workspaceVersion('react')}`,
        `react-dom@${workspaceVersion('react-dom')}`,
        `vite@${workspaceVersion('vite')}`,
        `@vanilla-extract/css@${workspaceVersion('@vanilla-extract/css')}`,
        `@vanilla-extract/vite-plugin@${workspaceVersion('@vanilla-extract/vite-plugin')}`,
      ],
      consumerDir,
    );
    for (const [name, code] of Object.entries(APPS)) {
      const dir = path.join(consumerDir, 'apps', name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'main.js'), code);
      writeFileSync(
        path.join(dir, 'index.html'),
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`,
      );
    }
    writeFileSync(path.join(consumerDir, 'apps/brand/brand.css.ts'), BRAND_THEME);
    writeFileSync(path.join(consumerDir, 'build.mjs'), BUILD_SCRIPT);
    // Vitest sets NODE_ENV=test, which would bundle React's development build.
    run(process.execPath, ['build.mjs', ...Object.keys(APPS)], consumerDir, { ...process.env, NODE_ENV: 'production' });
    for (const name of Object.keys(APPS)) weights[name] = weigh(name);
    // For `pnpm bench`, which prints them beside the budgets.
    writeFileSync(
      path.join(packageDir, 'dist/consumer-sizes.json'),
      JSON.stringify({ budgets: BUDGETS, today: TODAY_EVERYTHING, addedSince: ADDED_SINCE, weights }, null, 2),
    );

    server = createServer((request, response) => {
      const file = path.join(consumerDir, 'apps', decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      const target = existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
      if (!target.startsWith(consumerDir) || !existsSync(target)) {
        response.writeHead(404).end();
        return;
      }
      const type = target.endsWith('.js') ? 'text/javascript' : target.endsWith('.css') ? 'text/css' : 'text/html';
      response.writeHead(200, { 'content-type': type }).end(readFileSync(target));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('installs with only the files a consumer needs, and only runtime dependencies', () => {
    const listing = run(
      'find',
      ['node_modules/@casino/ui/', '-type', 'f', '-not', '-path', '*/node_modules/@casino/ui/node_modules/*'],
      consumerDir,
    );
    for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/index.css', 'dist/tokens.css']) {
      expect(listing).toContain(file);
    }
    expect(listing).toContain('dist/components/Button/index.js');
    expect(listing).toContain('dist/components/Button/index.d.ts');
    expect(listing).toContain('dist/CSS-VARIABLES.md');
    expect(listing).not.toContain('/src/');
    const manifest = JSON.parse(run('cat', ['node_modules/@casino/ui/package.json'], consumerDir));
    expect(JSON.stringify(manifest.exports)).not.toContain('src/');
    expect(manifest.exports['./*']).toEqual({
      types: './dist/components/*/index.d.ts',
      import: './dist/components/*/index.js',
    });
    // Only style sheets have side effects (the source pattern matches nothing in the tarball).
    expect(manifest.sideEffects).toContain('**/*.css');
    expect(manifest.sideEffects.filter((pattern: string) => pattern.endsWith('.js'))).toEqual([]);
    // Build-time tools are not runtime dependencies.
    expect(Object.keys(manifest.dependencies)).not.toContain('@vanilla-extract/css');
    expect(manifest.peerDependencies).toMatchObject({ react: expect.any(String), 'react-dom': expect.any(String) });
    // The style sheets are minified and carry no embedded source maps.
    const css = readFileSync(
      path.join(consumerDir, 'node_modules/@casino/ui/dist/components/Button/Button.css'),
      'utf8',
    );
    expect(css).not.toContain('sourceMappingURL');
    expect(css.split('\n').length).toBeLessThanOrEqual(2);
  });

  it('ships a README and a LICENSE, complete metadata, and passes publint and attw', () => {
    const installed = path.join(consumerDir, 'node_modules/@casino/ui');
    expect(readFileSync(path.join(installed, 'README.md'), 'utf8')).toContain("import '@casino/ui/tokens.css';");
    expect(readFileSync(path.join(installed, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      license: 'MIT',
      engines: { node: expect.any(String) },
      types: './dist/index.d.ts',
    });
    expect(manifest.keywords).toContain('react');
    expect(manifest.typesVersions['*']['*']).toEqual(['./dist/components/*/index.d.ts']);
    const tarball = path.join(workDir, readdirSync(workDir).find((name) => name.endsWith('.tgz')) ?? '');
    const bin = (name: string) => path.join(packageDir, '../../node_modules/.bin', name);
    // Both exit non-zero on a problem; their output is the test's message then.
    expect(run(bin('publint'), [tarball, '--strict'], packageDir)).toContain('All good!');
    run(
      bin('attw'),
      [tarball, '--profile', 'esm-only', '--exclude-entrypoints', 'tokens.css', 'styles.css'],
      packageDir,
    );
  });

  it('marks the root and every component entry as a client module, and nothing a server needs', () => {
    const dist = path.join(consumerDir, 'node_modules/@casino/ui/dist');
    const directive = /^["']use client["'];\n/;
    const components = readdirSync(path.join(dist, 'components'));
    expect(components.length).toBeGreaterThan(50);
    for (const name of components) {
      expect(readFileSync(path.join(dist, 'components', name, 'index.js'), 'utf8'), name).toMatch(directive);
    }
    expect(readFileSync(path.join(dist, 'index.js'), 'utf8')).toMatch(directive);
    for (const serverSafe of ['tokens.js', 'theme/brand.js', 'components/Button/Button.js']) {
      expect(readFileSync(path.join(dist, serverSafe), 'utf8'), serverSafe).not.toMatch(/use client/);
    }
  });

  it('costs a page that imports only Button little beyond React, by subpath and from the root', () => {
    for (const name of Object.keys(APPS).filter((app) => app !== 'react')) {
      const figures = beyondReact(name);
      console.log(
        `@casino/ui consumer: ${name} adds ${figures.js.toFixed(1)} KB JS and ${figures.css.toFixed(1)} KB CSS (gzip)`,
      );
    }
    for (const name of ['button', 'buttonFromRoot'] as const) {
      const figures = beyondReact(name);
      expect(figures.js, `${name}: KB of JavaScript beyond React`).toBeLessThanOrEqual(BUDGETS.button.js);
      expect(figures.css, `${name}: KB of CSS`).toBeLessThanOrEqual(BUDGETS.button.css);
    }
    for (const name of ['AuthModal', 'Betslip', 'GameGrid', 'DateRangeFilter'] as const) {
      expect(beyondReact(name).js, `${name}: KB of JavaScript beyond React`).toBeLessThanOrEqual(BUDGETS[name].js);
      expect(beyondReact(name).css, `${name}: KB of CSS`).toBeLessThanOrEqual(BUDGETS[name].css);
    }
    // Importing everything is no bigger than the single bundle was, minified and gzip, beyond the
    // components added since (budgets.ts).
    const everything = weights.everything ?? { js: 0, jsRaw: 0, css: 0, cssRaw: 0 };
    const added = Object.values(ADDED_SINCE);
    const budget = {
      minified: TODAY_EVERYTHING.jsMinifiedKB + added.reduce((sum, { minifiedKB }) => sum + minifiedKB, 0),
      gzip: TODAY_EVERYTHING.jsGzipKB + added.reduce((sum, { gzipKB }) => sum + gzipKB, 0),
    };
    console.log(
      `@casino/ui consumer: everything, React included: ${(everything.jsRaw / 1024).toFixed(1)} KB minified, ${(everything.js / 1024).toFixed(1)} KB gzip of JS (single bundle: ${TODAY_EVERYTHING.jsMinifiedKB} / ${TODAY_EVERYTHING.jsGzipKB}; budget with the components added since: ${budget.minified.toFixed(1)} / ${budget.gzip.toFixed(1)}); ${(everything.cssRaw / 1024).toFixed(1)} KB of CSS (was ${TODAY_EVERYTHING.cssKB})`,
    );
    expect(everything.jsRaw / 1024, 'everything: KB of minified JavaScript').toBeLessThanOrEqual(budget.minified);
    expect(everything.js / 1024, 'everything: KB of gzip JavaScript').toBeLessThanOrEqual(budget.gzip);
    expect(everything.cssRaw / 1024).toBeLessThanOrEqual(TODAY_EVERYTHING.cssKB);
    // Only Button's own styles come along: not the lobby's or the betslip's.
    const buttonCss = files(path.join(consumerDir, 'apps/button/dist'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('');
    const betslipCss = readFileSync(
      path.join(consumerDir, 'node_modules/@casino/ui/dist/components/Betslip/Betslip.css'),
      'utf8',
    );
    const betslipClass = /\.([a-z0-9_]+)\{/i.exec(betslipCss)?.[1];
    expect(betslipClass).toBeTruthy();
    expect(buttonCss).not.toContain(`.${betslipClass}{`);
  });

  it('renders Button with its styles in the dark and light themes and in brand themes made with createBrandTheme and brandThemeCss', async () => {
    const page = await browser.newPage();
    const background = async (app: string, theme: string) => {
      await page.goto(`${origin}/${app}/dist/`);
      // The button's colour transition would be read half-way after the theme switch.
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
      await page.evaluate((name) => document.documentElement.setAttribute('data-theme', name), theme);
      return page.getByRole('button', { name: 'Deposit' }).evaluate((el) => getComputedStyle(el).backgroundColor);
    };
    expect(await background('button', 'dark')).toBe('rgb(245, 180, 0)');
    expect(await background('button', 'light')).toBe('rgb(29, 78, 216)');
    expect(await background('buttonFromRoot', 'dark')).toBe('rgb(245, 180, 0)');
    // Plain CSS from brandThemeCss, no vanilla-extract plugin involved.
    expect(await background('brandPlain', 'plain')).toBe('rgb(122, 31, 162)');
    expect(await background('brand', 'acme')).toBe('rgb(0, 135, 90)');
    const label = await page.getByRole('button', { name: 'Deposit' }).evaluate((el) => getComputedStyle(el).color);
    expect(label).toBe('rgb(255, 255, 255)');
    // Tokens the brand left out keep the dark theme's values.
    const font = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--casino-radius-md').trim(),
    );
    expect(font).not.toBe('');
    await page.close();
  });
});
