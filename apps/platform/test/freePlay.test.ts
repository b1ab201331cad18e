// Fun play (play money) for signed-in players, where their market allows it (docs/markets.md):
// everywhere for a visitor and for players of Germany and Malta; in the UK only once the player's
// age is verified (KYC approved), UKGC LCCP SR code 3.2.11. Fun rounds never touch the wallet.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { startIsolatedPlatform } from './fixtures';
import { gameOfType, launch, ledgerOf, playRound } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { makeEligible, newPlayer } from './paymentsFixtures';

describe.each(databaseKinds)('fun play for signed-in players on %s', (kind) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { MARKETS: 'uk,de,mt', SPORTSBOOK_TICK_MS: '0' });
  });
  afterAll(() => t?.close());

  it('lets a UK player play for fun only once their age is verified', async () => {
    const slot = await gameOfType(t, 'Slots');
    const uk = await newPlayer(t, { country: 'United Kingdom', currency: 'GBP' });
    const refused = await launch(t, slot, { player: uk, demo: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: {
        reason: 'market_free_play_unverified',
        message: 'Fun play opens once your age is verified: upload your documents in your profile.',
      },
    });
    // A visitor still plays for fun (no account, no market to read).
    expect((await launch(t, slot)).status).toBe(200);
    await makeEligible(t, uk);
    const launched = await launch(t, slot, { player: uk, demo: true });
    expect(launched.status).toBe(200);
    const round = await playRound(t, launched.token, { stake: '1.00' });
    expect(round.status).toBe(200);
    expect(round.body.result.currency.code).toBe('FUN');
  });

  it('lets a Maltese and a German player play for fun at once, and the fun rounds leave the wallet alone', async () => {
    const slot = await gameOfType(t, 'Slots');
    for (const country of ['Malta', 'Germany']) {
      const player = await newPlayer(t, { country });
      const launched = await launch(t, slot, { player, demo: true });
      expect(launched.status, country).toBe(200);
      for (let i = 0; i < 3; i += 1) {
        const round = await playRound(t, launched.token, { stake: '1.00' });
        expect(round.status, country).toBe(200);
        expect(round.body.result.currency.code).toBe('FUN');
      }
      const { balance, entries } = await ledgerOf(t, player.playerId);
      expect(balance, country).toBe(0n);
      expect(entries, country).toEqual([]);
    }
  });
});
