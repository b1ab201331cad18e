// The sportsbook feed as the journeys read it from the platform: the events they can bet on without
// the clock getting in the way, and a player with money to bet.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { depositViaApi } from './money';
import { signInViaApi, signUpViaApi, walletButton } from './players';

export interface FeedSelection {
  id: number;
  name: string;
  odds: string;
}

export interface FeedEvent {
  id: number;
  sportId: number;
  name: string;
  home: string;
  away: string;
  status: 'live' | 'prematch' | 'ended';
  startsAt: string;
  markets: { id: number; kind: string; name: string; selections: FeedSelection[] }[];
}

/** Long enough for any journey: an event that starts mid-journey leaves the prematch list. */
const SETTLED_START_MS = 30 * 60_000;

/**
 * Prematch events of the platform's feed, soonest first (of one sport, by slug, when given): only
 * events that start well after the journey and whose pairing is shown once (rows are found by their
 * teams' names, and the simulator may repeat a pairing on another day).
 */
export async function quietPrematchEvents(request: APIRequestContext, sport?: string): Promise<FeedEvent[]> {
  const answer = await request.get('/api/sportsbook/feed');
  expect(answer.status()).toBe(200);
  const { events, sports } = (
    (await answer.json()) as { result: { events: FeedEvent[]; sports: { id: number; slug: string }[] } }
  ).result;
  const sportId = sport === undefined ? undefined : sports.find((candidate) => candidate.slug === sport)?.id;
  const pairing = (event: FeedEvent) => `${event.home} - ${event.away}`;
  const shown = new Map<string, number>();
  for (const event of events) shown.set(pairing(event), (shown.get(pairing(event)) ?? 0) + 1);
  return events.filter(
    (event) =>
      (sportId === undefined || event.sportId === sportId) &&
      event.status === 'prematch' &&
      Date.parse(event.startsAt) - Date.now() > SETTLED_START_MS &&
      shown.get(pairing(event)) === 1,
  );
}

/** An event with its first market's first pick. */
export const firstPick = (event: FeedEvent) => ({
  event,
  market: event.markets[0]!,
  selection: event.markets[0]!.selections[0]!,
});
export type Pick = ReturnType<typeof firstPick>;

/**
 * A new player with `amount` euros deposited through the sandbox checkout, signed in on `page`
 * (opened at `path` when given, once the wallet shows the money).
 */
export async function fundedPlayer(page: Page, amount: string, path?: string) {
  const { email, password } = await signUpViaApi(page.request);
  const signIn = await page.request.post('/api/players/signin', { data: { email, password } });
  const token = ((await signIn.json()) as { result: { token: string } }).result.token;
  await depositViaApi(page.request, token, amount);
  await signInViaApi(page, email, password);
  if (path) {
    await page.goto(path);
    await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance €${amount}.00`);
  }
  return { email, password };
}
