import type { Executor } from '../client';
import { languages, localeTexts, pageDescriptions, pages } from '../schema';
import { SEED_LANGUAGES } from './content/languages';
import { PAGES } from './content/pages/pages';

/**
 * Languages, translated texts and content pages. Idempotent: inserts what is missing and never
 * overwrites a row, so texts and pages an operator changed keep their wording, and codes added
 * to the catalogue (@casino/contract/texts) reach existing databases on the next start. A renamed
 * code arrives as a new row on an existing database (issue 29 renamed the `validation.<message>`
 * keys to codes); the row of the old key stays, unused by the site, which is harmless.
 */
export async function seedContent(db: Executor): Promise<void> {
  await db
    .insert(languages)
    .values(
      SEED_LANGUAGES.map(({ lanCode, language, status, enable, sortOrder }) => ({
        lanCode,
        language,
        status,
        enable,
        sortOrder,
      })),
    )
    .onConflictDoNothing({ target: languages.lanCode });

  await db
    .insert(pages)
    .values([...PAGES])
    .onConflictDoNothing({ target: pages.id });

  const textRows = SEED_LANGUAGES.flatMap(({ lanCode, texts }) =>
    Object.entries(texts).map(([key, text]) => ({ lanCode, key, text })),
  );
  // Batches keep each statement well under the parameter limit of PostgreSQL.
  for (let start = 0; start < textRows.length; start += 500) {
    await db
      .insert(localeTexts)
      .values(textRows.slice(start, start + 500))
      .onConflictDoNothing({ target: [localeTexts.lanCode, localeTexts.key] });
  }

  const pageRows = SEED_LANGUAGES.flatMap(({ lanCode, pages: content }) =>
    PAGES.map((page) => ({ pageId: page.id, lanCode, ...content[page.slug] })),
  );
  await db
    .insert(pageDescriptions)
    .values(pageRows)
    .onConflictDoNothing({ target: [pageDescriptions.pageId, pageDescriptions.lanCode] });
}
