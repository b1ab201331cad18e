import i18n from 'i18next';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { preload, unstable_serialize } from 'swr';
import { readSession } from '../api/session';
import { activeBonusesData } from '../data/bonuses';
import { gamesData, gameTypesData, liveTablesData, lobbyRankingsData, providersData } from '../data/casino';
import { languagesData, pageDescriptionsData } from '../data/reference';
import { sportsbookFeedData } from '../data/sportsbook';
import type { DataQuery } from '../data/swr';
import { paths } from '../paths';

/**
 * The routes' loaders (routes.tsx). A loader names the data a visitor's first screen shows, under
 * the keys the page's data hooks read it by:
 * - on the server, it fetches them (through the platform's own API) and the page is rendered
 *   with them; the answers travel in the page's hydration data, and Root seeds SWR from them, so
 *   the browser's first render matches and repeats no call;
 * - in the browser, it starts the calls alongside the page's code (SWR's preload) without making
 *   the navigation wait: the page's hooks take the calls under way.
 * A signed-in player's data is personal (favourites, currency): their page asks for it itself.
 */

/** What a loader gives the page: SWR cache entries by serialized key. */
export interface PageData {
  fallback: Record<string, unknown>;
}

/** What the server hands every loader (createStaticHandler's requestContext). */
export interface ServerContext {
  /** The language the page is rendered in. */
  language: string;
  /**
   * Answers too large for the page, noted by the loaders: the page renders them as loading, and
   * its head asks for them (by their address) and for the images they will show.
   */
  leftOut: { key: string; url?: string; answer: unknown }[];
}

/**
 * An answer longer than this (as JSON) stays out of the page, which would otherwise be megabytes
 * long with a large catalogue: that part renders as loading and the browser asks for it.
 */
export const MAX_RENDERED_ANSWER_CHARS = 200_000;

export const noData: PageData = { fallback: {} };

const onServer = () => typeof window === 'undefined';

async function load(queries: DataQuery<unknown>[], context?: unknown): Promise<PageData> {
  if (!onServer()) {
    if (!readSession()) for (const query of queries) preload(query.key, query.fetch);
    return noData;
  }
  // The page's own fetchers: a failure gives what the page shows for it (an empty list, logged).
  const answers = await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
  const fallback: Record<string, unknown> = {};
  queries.forEach((query, index) => {
    const answer = answers[index];
    if (answer === undefined) return;
    const key = unstable_serialize(query.key);
    if ((JSON.stringify(answer) ?? '').length <= MAX_RENDERED_ANSWER_CHARS) fallback[key] = answer;
    else (context as ServerContext | undefined)?.leftOut.push({ key, url: query.url, answer });
  });
  return { fallback };
}

const languageOf = (context: unknown) => (context as ServerContext | undefined)?.language ?? i18n.language;

/** The site frame's data: the language list and the footer's content pages in the page's language. */
export function shellData({ context }: LoaderFunctionArgs): Promise<PageData> | PageData {
  // In the browser the frame asks for them itself: its first render needs nothing from them.
  if (!onServer()) return noData;
  return load([languagesData(), pageDescriptionsData(languageOf(context))], context);
}

/**
 * The casino lobbies: the catalogue with its types and providers, the computed categories (Top,
 * New, Popular) and the active offers of the promotions carousel.
 */
export function casinoData({ context }: LoaderFunctionArgs): Promise<PageData> {
  return load(
    [
      gamesData(),
      gameTypesData(),
      providersData(),
      lobbyRankingsData(),
      activeBonusesData(undefined, null, languageOf(context)),
    ],
    context,
  );
}

/** The Live Casino page: the casino lobby's data and, for its first row, the live tables' state. */
export function liveCasinoData({ context }: LoaderFunctionArgs): Promise<PageData> {
  return load(
    [
      gamesData(),
      gameTypesData(),
      providersData(),
      lobbyRankingsData(),
      activeBonusesData(undefined, null, languageOf(context)),
      liveTablesData(),
    ],
    context,
  );
}

/** The first-party sportsbook's first screen: its feed (events and odds). */
export function sportsbookData({ context }: LoaderFunctionArgs): Promise<PageData> | PageData {
  // In the browser the sportsbook reads the feed itself and keeps it current over its socket.
  if (!onServer()) return noData;
  return load([sportsbookFeedData()], context);
}

/** The promotions page: the active offers. */
export function promotionData({ context }: LoaderFunctionArgs): Promise<PageData> {
  return load([activeBonusesData(undefined, null, languageOf(context))], context);
}

/**
 * A page for signed-in players (spec point 2: a visitor is sent to /): decided before anything
 * renders, on the server (a visitor's request, with a 302) and in the browser (a navigation). The
 * visitor is asked to sign in once home.
 */
export function requirePlayer(): PageData {
  if (!readSession()) throw redirect(paths.signIn());
  return noData;
}
