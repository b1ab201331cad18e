import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATES } from '../../entities/campaign';
import { BusinessDay } from '../../entities/reports';
import { RESPONSIBLE_GAMING_REASONS } from '../../vocabulary/responsibleGaming';
import { AUDIT_ACTIONS, STAFF_ROLES } from '../../vocabulary/staff';
import { BACKOFFICE_TEXTS, enGB } from '../index';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const APP = path.join(REPO, 'apps/backoffice/src');

/**
 * Codes the app builds from a prefix and a value, so no source spells them whole: a role's name
 * (`bo.role.${role}`) and an audit action's (`bo.auditAction.${action}`), both in
 * apps/backoffice/src, and a held deposit's reason (`bo.hold.${reason}`). Each is checked against
 * its vocabulary below instead. A report's column (`bo.reports.column.${key}`) is checked against
 * the BusinessDay entity's figures.
 */
const DYNAMIC_PREFIXES = [
  'bo.role.',
  'bo.auditAction.',
  'bo.hold.',
  'bo.player.limit.',
  'bo.player.period.',
  'bo.player.doc.',
  'bo.players.match.',
  'bo.reports.column.',
  'bo.harm.kind.',
  'bo.harm.state.',
  'bo.harm.step.',
  'bo.harm.act.',
  'bo.campaigns.state.',
  'bo.campaigns.language.',
  'bo.trading.status.',
  'bo.trading.marketState.',
];

/** The text of the app's sources (not tests or their helpers). */
function appSources(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        texts.push(readFileSync(full, 'utf8'));
      }
    }
  };
  walk(APP);
  return texts.join('\n');
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]);

describe("the back office's catalogue", () => {
  it('uses every code in the app', () => {
    const source = appSources();
    const unused = Object.keys(BACKOFFICE_TEXTS).filter(
      (code) =>
        !DYNAMIC_PREFIXES.some((prefix) => code.startsWith(prefix)) &&
        !source.includes(`'${code}'`) &&
        !source.includes(`"${code}"`),
    );
    expect(unused).toEqual([]);
  });

  it('names every role, audit action and hold reason the contract has, and nothing else under those prefixes', () => {
    const texts: Readonly<Record<string, string>> = BACKOFFICE_TEXTS;
    expect(Object.keys(texts).filter((code) => code.startsWith('bo.role.'))).toEqual(
      STAFF_ROLES.map((role) => `bo.role.${role}`),
    );
    expect(Object.keys(texts).filter((code) => code.startsWith('bo.auditAction.'))).toEqual(
      AUDIT_ACTIONS.map((action) => `bo.auditAction.${action}`),
    );
    expect(Object.keys(texts).filter((code) => code.startsWith('bo.hold.'))).toEqual(
      RESPONSIBLE_GAMING_REASONS.map((reason) => `bo.hold.${reason}`),
    );
    expect(
      Object.keys(texts)
        .filter((code) => code.startsWith('bo.reports.column.'))
        .sort(),
    ).toEqual(
      Object.keys(BusinessDay.properties)
        .filter((key) => key !== 'day')
        .map((key) => `bo.reports.column.${key}`)
        .sort(),
    );
    // A campaign's state (`bo.campaigns.state.${state}`) and the preview's languages (the site's).
    expect(Object.keys(texts).filter((code) => code.startsWith('bo.campaigns.state.'))).toEqual(
      CAMPAIGN_STATES.map((state) => `bo.campaigns.state.${state}`),
    );
    expect(Object.keys(texts).filter((code) => code.startsWith('bo.campaigns.language.'))).toEqual(
      ['en_GB', 'de_DE', 'es_ES'].map((language) => `bo.campaigns.language.${language}`),
    );
  });

  it("shares no code with the players' catalogue, and every text is written", () => {
    expect(Object.keys(BACKOFFICE_TEXTS).filter((code) => code in enGB)).toEqual([]);
    for (const [code, text] of Object.entries(BACKOFFICE_TEXTS)) {
      expect(text.trim(), code).not.toBe('');
      for (const name of placeholders(text)) expect(name, code).toMatch(/^[a-z][A-Za-z]*$/);
    }
  });
});
