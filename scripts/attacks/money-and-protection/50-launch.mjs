// Issue 28, point 5: protection at launch. A player on a time-out (and a self-excluded one) asks for
// a real-money game and a sportsbook token: HELD when both are refused with a 403 and the
// protection's error.reason, as every stake of theirs is. Demo play stays open: HELD when a demo
// launch of the same player answers 200.

const TIME_OUT = '/api/players/responsible-gaming/time-out';
const SELF_EXCLUDE = '/api/players/responsible-gaming/self-exclusion';

/** The first game of the catalogue with everything a launch names. */
async function firstGame(kit) {
  const answer = await kit.call('GET', '/api/gp/games');
  const game = answer.json?.result?.find((entry) => entry.id && entry.gameId && entry.gameProvider?.id);
  if (!game) throw new Error(`the catalogue answered ${answer.status} with no launchable game`);
  return game;
}

const launch = (kit, game, player, demo) =>
  kit.call('POST', '/api/gp/games/play', {
    token: player.token,
    body: {
      extra: { exit_url: '/casino' },
      playerId: player.playerId,
      id: game.id,
      gameId: game.gameId,
      demo,
      gameProviderId: game.gameProvider.id,
    },
  });

const widgetToken = (kit, player) =>
  kit.call('POST', '/api/players/data-bet/token', {
    token: player.token,
    body: { playerId: player.playerId, currency: 'EUR', locale: 'en' },
  });

const refusedWith = (answer, reason) => answer.status === 403 && answer.json?.error?.reason === reason;
const shown = (answer) => `${answer.status}${answer.json?.error?.reason ? ` ${answer.json.error.reason}` : ''}`;

/** A new signed-in player with its uuid (the spec's playerId, which both calls must name). */
async function newPlayer(kit) {
  const player = await kit.player();
  if (player.playerId) return player;
  const details = await kit.call('GET', '/api/players/details', { token: player.token });
  const uuid = details.json?.result?.uuid;
  if (!uuid) throw new Error(`details answered ${details.status} with no uuid`);
  return { ...player, playerId: uuid };
}

async function excludedPlayerAsks(kit, game, { label, path, period, reason }) {
  const player = await newPlayer(kit);
  const excluded = await kit.call('POST', path, { token: player.token, body: { period, password: kit.password } });
  if (excluded.status !== 200) throw new Error(`${label} answered ${excluded.status}: ${excluded.text}`);

  const real = await launch(kit, game, player, false);
  const token = await widgetToken(kit, player);
  kit.report(
    `5 a player on a ${label} launches a real-money game and asks a sportsbook token`,
    refusedWith(real, reason) && refusedWith(token, reason),
    `launch ${shown(real)}, token ${shown(token)} (held: both 403 ${reason})`,
  );
  const demo = await launch(kit, game, player, true);
  kit.report(
    `5 a player on a ${label} still plays the demo`,
    demo.status === 200 && Boolean(demo.json?.result?.gameUrl?.link),
    `demo launch ${shown(demo)} (held: 200 with a game URL)`,
  );
}

export default async function launchProtection(kit) {
  const game = await firstGame(kit);
  await excludedPlayerAsks(kit, game, { label: 'time-out', path: TIME_OUT, period: '24h', reason: 'time_out' });
  await excludedPlayerAsks(kit, game, {
    label: 'self-exclusion',
    path: SELF_EXCLUDE,
    period: '6m',
    reason: 'self_excluded',
  });
}
