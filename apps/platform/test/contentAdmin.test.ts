import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminApi,
  authApi,
  buildPath,
  type ContentPage,
  PAGE_DESCRIPTION_MAX_LENGTH,
  type PageDescription,
} from '@casino/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, pageDescriptions } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { seedContent } from '../src/db/seed/content';
import { SEED_LANGUAGES } from '../src/db/seed/content/languages';
import { PAGES } from '../src/db/seed/content/pages/pages';
import { createScratchDatabase } from './databases';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, OPERATOR_TOKEN, startTestPlatform, type TestPlatform } from './harness';
import { admin, newPlayer } from './paymentsFixtures';
import type { LanguagePages } from '../src/db/seed/content/pages/pages';

type Envelope<T> = { result: T; error?: { code: number; message: string; fields?: Record<string, string> } };

const setPath = (pageId: number | string, lanCode: string) =>
  buildPath(adminApi.upsertPageText, { pageId: pageId as number, lanCode });

/** HTML with markup the site must strip: the platform stores it exactly as sent. */
const EDITED_HTML =
  '<h2>Fragen</h2>\n<p>Neu &amp; <strong>überarbeitet</strong> 🎰</p><script>alert(1)</script><img src=x onerror="alert(2)">';

describe.each(databaseKinds)('operator page editing on %s', (kind) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
  });
  afterAll(() => t?.close());

  const put = (pageId: number | string, lanCode: string, body: unknown) =>
    admin(t).call<Envelope<PageDescription>>('PUT', setPath(pageId, lanCode), body);
  const publicPage = async (pageId: number, lanCode: string) =>
    (
      await t.call<Envelope<PageDescription>>(
        'GET',
        buildPath(authApi.getPageDescription, undefined, { pageId, lanCode }),
      )
    ).body.result;
  const publicList = async (lanCode: string) =>
    (await t.call<Envelope<PageDescription[]>>('GET', buildPath(authApi.listPageDescriptions, undefined, { lanCode })))
      .body.result;

  it('lists every page with its id, slug and each language version', async () => {
    const { status, body } = await admin(t).call<Envelope<ContentPage[]>>('GET', buildPath(adminApi.listPages));
    expect(status).toBe(200);
    expect(body.result.map(({ id, slug }) => ({ id, slug }))).toEqual(PAGES.map(({ id, slug }) => ({ id, slug })));
    for (const page of body.result) {
      expect(page.texts.map((text) => text.lanCode)).toEqual(['en_GB', 'de_DE', 'es_ES']);
      for (const text of page.texts) {
        const seeded = SEED_LANGUAGES.find((language) => language.lanCode === text.lanCode)!.pages[
          page.slug as keyof LanguagePages
        ];
        expect(text).toMatchObject({ name: seeded.name, description: seeded.description });
        expect(Number.isNaN(Date.parse(text.updatedAt))).toBe(false);
      }
    }
  });

  it('replaces a page text: answered as the public call answers it, visible there, HTML stored as sent', async () => {
    const before = await publicPage(5, 'de_DE');
    const { status, body } = await put(5, 'de_DE', { name: '  Häufige Fragen  ', description: EDITED_HTML });
    expect(status).toBe(200);
    expect(body.result).toEqual({
      id: before.id,
      pageId: 5,
      slug: 'faq',
      name: 'Häufige Fragen',
      description: EDITED_HTML,
      lanCode: 'de_DE',
    });
    expect(await publicPage(5, 'de_DE')).toEqual(body.result);
    expect((await publicList('de_DE')).find((page) => page.pageId === 5)).toEqual(body.result);
    // Other languages keep their own version.
    expect(await publicPage(5, 'en_GB')).toMatchObject({ name: 'FAQ', lanCode: 'en_GB' });

    const list = await admin(t).call<Envelope<ContentPage[]>>('GET', buildPath(adminApi.listPages));
    const faq = list.body.result.find((page) => page.id === 5)!;
    expect(faq.texts.find((text) => text.lanCode === 'de_DE')).toMatchObject({
      name: 'Häufige Fragen',
      description: EDITED_HTML,
    });

    // The language code matches in any case; an empty body is allowed.
    const again = await put(5, 'DE_de', { name: 'Häufige Fragen', description: '' });
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ lanCode: 'de_DE', description: '' });
    expect((await put(5, 'de_DE', { name: 'Häufige Fragen', description: EDITED_HTML })).status).toBe(200);
  });

  it('creates the version of a language that had none (no more fallback to en_GB)', async () => {
    const { db } = t.platform.context;
    await db.delete(pageDescriptions).where(and(eq(pageDescriptions.pageId, 7), eq(pageDescriptions.lanCode, 'es_ES')));
    expect(await publicPage(7, 'es_ES')).toMatchObject({ lanCode: 'en_GB' });
    const { status, body } = await put(7, 'es_ES', { name: 'Afiliados', description: '<p>Hola</p>' });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ pageId: 7, slug: 'affiliate-program', name: 'Afiliados', lanCode: 'es_ES' });
    expect(await publicPage(7, 'es_ES')).toEqual(body.result);
    expect((await publicList('es_ES')).map((page) => page.lanCode)).toEqual(Array(7).fill('es_ES'));
  });

  it('needs the operator token', async () => {
    const player = await newPlayer(t);
    const body = { name: 'Hacked', description: '<p>x</p>' };
    expect((await t.call('GET', buildPath(adminApi.listPages))).status).toBe(401);
    expect((await t.call('PUT', setPath(1, 'en_GB'), { body })).status).toBe(401);
    expect((await t.call('GET', buildPath(adminApi.listPages), { token: player.token })).status).toBe(403);
    expect((await t.call('PUT', setPath(1, 'en_GB'), { body, token: player.token })).status).toBe(403);
    expect((await t.call('PUT', setPath(1, 'en_GB'), { body, token: `${OPERATOR_TOKEN}x` })).status).toBe(403);
    expect(await publicPage(1, 'en_GB')).toMatchObject({ name: 'Terms & conditions' });
  });

  it('answers an unknown page 404 and an unknown or inactive language with the active ones', async () => {
    const body = { name: 'Name', description: '<p>x</p>' };
    const missing = await put(999, 'en_GB', body);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 404, message: 'Page not found' });

    const unknown = await put(1, 'xx_XX', body);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('Unknown language "xx_XX"; active languages: en_GB, de_DE, es_ES');

    await t.platform.context.db
      .insert(languages)
      .values({ lanCode: 'it_IT', language: 'Italiano', status: false, enable: false, sortOrder: 9 });
    const inactive = await put(1, 'it_IT', body);
    expect(inactive.status).toBe(400);
    expect(inactive.body.error?.message).toBe('Language "it_IT" is not active; active languages: en_GB, de_DE, es_ES');
    expect(inactive.body.error?.fields?.lanCode).toBeDefined();

    for (const pageId of ['abc', '0', '-1', '1.5', '9'.repeat(40)]) {
      const response = await put(pageId, 'en_GB', body);
      expect(response.status, pageId).toBe(400);
      expect(response.body.error?.fields?.pageId, pageId).toBeDefined();
    }
    const longCode = await put(1, 'x'.repeat(50), body);
    expect(longCode.status).toBe(400);
    expect(longCode.body.error?.fields?.lanCode).toBeDefined();
  });

  it('refuses bad bodies with field messages and leaves the page as it was', async () => {
    const before = await publicPage(3, 'en_GB');
    const cases: [unknown, string[]][] = [
      [{}, ['name', 'description']],
      [{ name: 'Privacy' }, ['description']],
      [{ description: '<p>x</p>' }, ['name']],
      [{ name: '', description: '<p>x</p>' }, ['name']],
      [{ name: '   ', description: '<p>x</p>' }, ['name']],
      [{ name: 'x'.repeat(201), description: '<p>x</p>' }, ['name']],
      [{ name: 'Two\nlines', description: '<p>x</p>' }, ['name']],
      [{ name: 'Nul\u0000', description: '<p>x</p>' }, ['name']],
      [{ name: 'Privacy', description: '<p>\u0000</p>' }, ['description']],
      [{ name: 'Privacy', description: 'x'.repeat(PAGE_DESCRIPTION_MAX_LENGTH + 1) }, ['description']],
      [{ name: 'Privacy', description: { html: '<p>x</p>' } }, ['description']],
      [{ name: ['a', 'b'], description: '<p>x</p>' }, ['name']],
      [{ name: null, description: '<p>x</p>' }, ['name']],
    ];
    for (const [body, fields] of cases) {
      const label = JSON.stringify(body).slice(0, 80);
      const response = await put(3, 'en_GB', body);
      expect(response.status, label).toBe(400);
      expect(response.body.error?.code, label).toBe(400);
      for (const field of fields) expect(response.body.error?.fields?.[field], `${label} ${field}`).toBeTruthy();
    }
    expect((await put(3, 'en_GB', { name: '   ', description: '' })).body.error?.fields).toEqual({ name: 'required' });

    for (const raw of ['not json', '[1,2]', 'null', '"text"']) {
      const response = await fetch(t.baseUrl + setPath(3, 'en_GB'), {
        method: 'PUT',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
        body: raw,
      });
      expect(response.status, raw).toBe(400);
    }
    const noBody = await fetch(t.baseUrl + setPath(3, 'en_GB'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect(noBody.status).toBe(400);
    const tooLarge = await put(3, 'en_GB', { name: 'Privacy', description: '\u0001'.repeat(190_000) });
    expect(tooLarge.status).toBeGreaterThanOrEqual(400);
    expect(tooLarge.status).toBeLessThan(500);

    expect(await publicPage(3, 'en_GB')).toEqual(before);
  });

  it('accepts a name of 200 characters and a body of the largest size', async () => {
    const name = 'n'.repeat(200);
    const description = `<p>${'x'.repeat(PAGE_DESCRIPTION_MAX_LENGTH - 7)}</p>`;
    const { status, body } = await put(4, 'en_GB', { name, description });
    expect(status).toBe(200);
    expect(body.result.description).toHaveLength(PAGE_DESCRIPTION_MAX_LENGTH);
    expect((await put(4, 'en_GB', { name: 'Responsible gaming', description: '<p>Play safe.</p>' })).status).toBe(200);
  });

  it('keeps the edits when the seed runs again on the same database', async () => {
    const { db } = t.platform.context;
    const edited = await publicPage(5, 'de_DE');
    expect(edited.description).toBe(EDITED_HTML);
    const rows = await db.select({ n: count() }).from(pageDescriptions);
    await seedContent(db);
    await seedDatabase(db, t.config);
    expect(await db.select({ n: count() }).from(pageDescriptions)).toEqual(rows);
    expect(await publicPage(5, 'de_DE')).toEqual(edited);
    expect(await publicPage(7, 'es_ES')).toMatchObject({ name: 'Afiliados', description: '<p>Hola</p>' });
  });
});

describe.each(databaseKinds)('page edits across a restart on %s', (kind) => {
  let cleanup: () => Promise<void> | void = () => {};
  let env: Record<string, string> = {};

  beforeAll(async () => {
    if (kind === 'postgres') {
      const scratch = await createScratchDatabase();
      env = { DATABASE_URL: scratch.url };
      cleanup = () => scratch.drop();
    } else {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-pages-test-'));
      env = { DATA_DIR: dataDir };
      cleanup = () => rmSync(dataDir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  it('keeps an operator edit when the platform restarts and seeds again', async () => {
    const first = await startTestPlatform('pglite', env);
    try {
      const saved = await admin(first).call<Envelope<PageDescription>>('PUT', setPath(1, 'en_GB'), {
        name: 'Terms',
        description: '<p>Edited terms</p>',
      });
      expect(saved.status).toBe(200);
    } finally {
      await first.close();
    }
    const second = await startTestPlatform('pglite', env);
    try {
      expect(second.config.seed).toBe(true);
      const { body } = await second.call<Envelope<PageDescription>>(
        'GET',
        buildPath(authApi.getPageDescription, undefined, { pageId: 1, lanCode: 'en_GB' }),
      );
      expect(body.result).toMatchObject({ pageId: 1, name: 'Terms', description: '<p>Edited terms</p>' });
      const german = await second.call<Envelope<PageDescription>>(
        'GET',
        buildPath(authApi.getPageDescription, undefined, { pageId: 1, lanCode: 'de_DE' }),
      );
      expect(german.body.result.lanCode).toBe('de_DE');
      expect(german.body.result.name).not.toBe('Terms');
    } finally {
      await second.close();
    }
  });
});
