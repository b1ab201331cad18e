import { randomUUID } from 'node:crypto';
import { buildPath, type Game, gpApi } from '@casino/contract';
import { toMinorUnits } from '@casino/rules';
import { eq } from 'drizzle-orm';
import { accounts, ledgerEntries } from '../src/db/schema';
import { GAME_SESSION_HEADER } from '../src/providers/demoGames';
import type { SignedUpPlayer } from './fixtures';
import type { TestPlatform } from './harness';

/** The whole catalogue as a visitor sees it. */
export async function catalogue(t: Pick<TestPlatform, 'call'>, token?: string): Promise<Game[]> {
  const { status, body } = await t.call<{ result: Game[] }>('GET', buildPath(gpApi.listGames), token ? { token } : {});
  if (status !== 200) throw new Error(`games answered ${status}`);
  return body.result;
}

/** The first game of a type (Slots, Table Games, Instant). */
export async function gameOfType(t: Pick<TestPlatform, 'call'>, typeName: string, live = false): Promise<Game> {
  const game = (await catalogue(t)).find((entry) => entry.gameType.name === typeName && entry.isLive === live);
  if (!game) throw new Error(`no ${typeName} game`);
  return game;
}

/** Credits the player's combined account through the ledger (as a deposit would). */
export async function fund(t: TestPlatform, playerId: number, amount: string): Promise<void> {
  const { wallet } = t.platform.context.services;
  const account = await wallet.combinedAccount(playerId);
  if (!account) throw new Error('no account');
  await wallet.transact((_tx, ledger) =>
    ledger.post({
      accountId: account.id,
      type: 'deposit',
      balanceDelta: toMinorUnits(amount, account.decimals),
      referenceType: 'test-deposit',
      referenceId: randomUUID(),
      idempotencyKey: `test-deposit-${randomUUID()}`,
    }),
  );
}

/** Balance (minor units) and ledger entries of the player's combined account. */
export async function ledgerOf(t: TestPlatform, playerId: number) {
  const { db } = t.platform.context;
  const { wallet } = t.platform.context.services;
  const account = await wallet.combinedAccount(playerId);
  if (!account) throw new Error('no account');
  const [row] = await db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, account.id));
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id));
  return { balance: row!.balance, entries };
}

export interface LaunchOptions {
  player?: Pick<SignedUpPlayer, 'token' | 'uuid'> | undefined;
  demo?: boolean;
  exitUrl?: string;
  playerId?: string | null;
}

/** POST /api/gp/games/play for a game; answers the status, the body and the page token. */
export async function launch(t: Pick<TestPlatform, 'call'>, game: Game, options: LaunchOptions = {}) {
  const response = await t.call<{ result: { gameUrl: { link: string } } }>('POST', buildPath(gpApi.playGame), {
    ...(options.player ? { token: options.player.token } : {}),
    body: {
      extra: { exit_url: options.exitUrl ?? '/casino' },
      playerId: options.playerId !== undefined ? options.playerId : (options.player?.uuid ?? null),
      id: game.id,
      gameId: game.gameId,
      demo: options.demo ?? !options.player,
      gameProviderId: game.gameProvider.id,
    },
  });
  const link = response.status === 200 ? response.body.result.gameUrl.link : undefined;
  const path = link ? new URL(link).pathname : undefined;
  const token = path ? decodeURIComponent(path.split('/').pop()!) : undefined;
  return { ...response, link, path, token };
}

/** GET the game page; answers the status, the HTML, the headers and the page's config JSON. */
export async function gamePage(t: TestPlatform, path: string) {
  const response = await fetch(t.baseUrl + path);
  const html = await response.text();
  const match = /<script type="application\/json" id="game-config">([\s\S]*?)<\/script>/.exec(html);
  const config = match
    ? (JSON.parse(match[1]!) as Record<string, unknown> & { exitUrl: string; balance: string })
    : null;
  return { status: response.status, html, headers: response.headers, config };
}

export interface RoundResult {
  roundId: string;
  stake: string;
  payout: string;
  won: boolean;
  outcome: { choice: unknown; result: Record<string, unknown> };
  balance: string;
  currency: { code: string; symbol: string };
  replayed: boolean;
  /** The session's net position, where the player's market shows it. */
  sessionNet?: string;
}

/** A refused call's error (read only when the status is not 200). */
export interface RoundRefusal {
  code: number;
  message: string;
  fields?: Record<string, string>;
  reason?: string;
  messageCode?: string;
  params?: Record<string, string | number>;
}

/** POST a round for a page token. */
export function playRound(t: TestPlatform, token: string | undefined, body: unknown) {
  return t.call<{ result: RoundResult; error: RoundRefusal }>('POST', '/api/gp/demo/rounds', {
    body,
    headers: token ? { [GAME_SESSION_HEADER]: token } : {},
  });
}
