// Proof that another brand site can consume the published package: pack it, install the
// tarball into a throwaway project, render a component from it and find its styles.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { pnpmCommand, pnpmPrefix } from '../../../scripts/pnpm.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command: string, args: string[], cwd: string) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
const pnpm = (args: string[], cwd: string) => run(pnpmCommand, [...pnpmPrefix, ...args], cwd);

describe('@casino/ui as a published package', () => {
  let workDir: string;
  let consumerDir: string;
  let browser: Browser;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'casino-ui-consumer-'));
    pnpm(['run', 'build'], packageDir);
    pnpm(['pack', '--pack-destination', workDir], packageDir);
    const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack produced no tarball');
    consumerDir = path.join(workDir, 'brand-site');
    execFileSync('mkdir', ['-p', consumerDir]);
    writeFileSync(
      path.join(consumerDir, 'package.json'),
      JSON.stringify({ name: 'brand-site', private: true, type: 'module' }, null, 2),
    );
    pnpm(
      ['add', '--prefer-offline', '--config.confirmModulesPurge=false', `../${tarball}`, 'react@19', 'react-dom@19'],
      consumerDir,
    );
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('installs with only the files a consumer needs', () => {
    const listing = run(
      'find',
      ['node_modules/@casino/ui/', '-type', 'f', '-not', '-path', '*/node_modules/@casino/ui/node_modules/*'],
      consumerDir,
    );
    expect(listing).toContain('dist/index.js');
    expect(listing).toContain('dist/index.d.ts');
    expect(listing).toContain('dist/index.css');
    expect(listing).not.toContain('/src/');
    const manifest = JSON.parse(run('cat', ['node_modules/@casino/ui/package.json'], consumerDir));
    expect(JSON.stringify(manifest.exports)).not.toContain('src/');
    expect(manifest.sideEffects).toContain('./dist/*.css');
  });

  it('renders a component whose styles come from @casino/ui/styles.css, themed by data-theme', async () => {
    writeFileSync(
      path.join(consumerDir, 'render.mjs'),
      [
        "import { createElement } from 'react';",
        "import { renderToStaticMarkup } from 'react-dom/server';",
        "import { readFileSync } from 'node:fs';",
        "import { createRequire } from 'node:module';",
        "import { Button } from '@casino/ui';",
        'const require = createRequire(import.meta.url);',
        "const css = readFileSync(require.resolve('@casino/ui/styles.css'), 'utf8');",
        "const html = renderToStaticMarkup(createElement(Button, { variant: 'primary' }, 'Deposit'));",
        'process.stdout.write(JSON.stringify({ css, html }));',
      ].join('\n'),
    );
    const { css, html } = JSON.parse(run(process.execPath, ['render.mjs'], consumerDir)) as {
      css: string;
      html: string;
    };
    expect(html).toContain('Deposit');

    const page = await browser.newPage();
    const colours: Record<string, string> = {};
    for (const theme of ['dark', 'light']) {
      await page.setContent(
        `<!doctype html><html data-theme="${theme}"><head><style>${css}</style></head><body>${html}</body></html>`,
      );
      colours[theme] = await page
        .getByRole('button', { name: 'Deposit' })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    }
    await page.close();
    expect(colours.dark).toBe('rgb(245, 180, 0)');
    expect(colours.light).toBe('rgb(29, 78, 216)');
  });
});
