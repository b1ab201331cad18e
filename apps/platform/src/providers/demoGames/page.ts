import { toMinorUnits } from '@casino/rules';
import {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  diceMultiplier,
  ENGINES,
  MULTIPLIER_ONE,
  ROULETTE_RED,
  SLOT_ANY_HIGH,
  SLOT_FIRST_CHERRY,
  SLOT_SYMBOLS,
  SLOT_THREE_OF_A_KIND,
  SLOT_TWO_CHERRIES,
  topPrizeOf,
  type EngineName,
  type SlotSymbol,
} from './engines';
import { escapeXml } from './images';

/** What the page needs to know; it is written into the page as JSON (never executed). */
export interface GamePageConfig {
  token: string;
  engine: EngineName;
  demo: boolean;
  game: { name: string; provider: string; typeName: string; isLive: boolean };
  balance: string;
  currency: { code: string; symbol: string };
  exitUrl: string;
  minStake: string;
  maxStake: string;
  /** The shortest time between two rounds (the player's market); the play button waits it out. */
  minRoundMs: number;
  /** Whether a return at or below the stake may be told as a win (false in the UK). */
  celebrateReturnAtOrBelowStake: boolean;
  /** The market's refusals, in the player's language: shown for a refused round or stake. */
  messages: { stakeCap: string; roundTooSoon: string };
  /** The session's net position and time played, on screen all along where the market says so. */
  sessionPosition: { net: string; elapsedMs: number } | null;
  roundsUrl: string;
  /**
   * The pooled jackpot of the jackpot game: its amount now in the pool's currency, and where the
   * page reads it again (every few seconds and after each round).
   */
  jackpot?: { amount: string; currency: string; url: string } | undefined;
}

/** JSON safe inside a <script> element: no "</script>", no "<!--", no line separators. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const SYMBOL_LABELS: Record<SlotSymbol, string> = {
  cherry: 'Cherry',
  lemon: 'Lemon',
  orange: 'Orange',
  plum: 'Plum',
  bell: 'Bell',
  bar: 'Bar',
  seven: 'Seven',
};

/** The reel symbols as an inline SVG sprite (no outside file, no font needed but the system's). */
const SYMBOL_SPRITE = `<svg class="sprite" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">
<symbol id="sym-cherry" viewBox="0 0 64 64"><path d="M32 8 C30 20 22 28 18 38 M32 8 C36 22 42 28 46 40" stroke="#2e7d32" stroke-width="4" fill="none"/><path d="M32 8 q10 -4 16 2 q-8 4 -16 -2z" fill="#43a047"/><circle cx="18" cy="44" r="12" fill="#d50000"/><circle cx="46" cy="46" r="12" fill="#c62828"/><circle cx="14" cy="40" r="3" fill="#fff" fill-opacity=".7"/><circle cx="42" cy="42" r="3" fill="#fff" fill-opacity=".7"/></symbol>
<symbol id="sym-lemon" viewBox="0 0 64 64"><ellipse cx="32" cy="34" rx="24" ry="17" fill="#fdd835" stroke="#f9a825" stroke-width="3"/><ellipse cx="24" cy="28" rx="6" ry="3" fill="#fff" fill-opacity=".6"/></symbol>
<symbol id="sym-orange" viewBox="0 0 64 64"><circle cx="32" cy="36" r="21" fill="#fb8c00" stroke="#e65100" stroke-width="3"/><path d="M32 15 q8 -10 16 -6 q-6 8 -16 6z" fill="#43a047"/><circle cx="25" cy="29" r="4" fill="#fff" fill-opacity=".5"/></symbol>
<symbol id="sym-plum" viewBox="0 0 64 64"><ellipse cx="32" cy="36" rx="19" ry="22" fill="#6a1b9a" stroke="#4a148c" stroke-width="3"/><path d="M32 14 q2 -6 8 -8" stroke="#5d4037" stroke-width="3" fill="none"/><ellipse cx="25" cy="28" rx="4" ry="6" fill="#fff" fill-opacity=".35"/></symbol>
<symbol id="sym-bell" viewBox="0 0 64 64"><path d="M32 8 c-13 0 -17 12 -17 24 v8 l-6 8 h46 l-6 -8 v-8 c0 -12 -4 -24 -17 -24z" fill="#ffc107" stroke="#ff8f00" stroke-width="3"/><circle cx="32" cy="52" r="6" fill="#ff8f00"/></symbol>
<symbol id="sym-bar" viewBox="0 0 64 64"><rect x="6" y="20" width="52" height="24" rx="5" fill="#212121" stroke="#9e9e9e" stroke-width="3"/><text x="32" y="38" text-anchor="middle" font-family="system-ui, sans-serif" font-size="16" font-weight="900" fill="#fff">BAR</text></symbol>
<symbol id="sym-seven" viewBox="0 0 64 64"><text x="32" y="52" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="900" fill="#d50000" stroke="#7f0000" stroke-width="2">7</text></symbol>
</svg>`;

function reelCell(symbol: SlotSymbol, row: number): string {
  return `<div class="cell${row === 1 ? ' line' : ''}"><svg viewBox="0 0 64 64" aria-hidden="true" focusable="false"><use href="#sym-${symbol}"></use></svg></div>`;
}

function slotMarkup(): string {
  const start: [SlotSymbol, SlotSymbol, SlotSymbol][] = [
    ['lemon', 'seven', 'plum'],
    ['bell', 'seven', 'cherry'],
    ['orange', 'seven', 'bar'],
  ];
  const reels = start
    .map(
      (reel, i) =>
        `<div class="reel" role="img" id="reel-${i}" aria-label="Reel ${i + 1}: ${SYMBOL_LABELS[reel[1]]}">${reel.map(reelCell).join('')}</div>`,
    )
    .join('');
  return `${SYMBOL_SPRITE}<div class="machine"><div class="reels">${reels}</div><p class="line-label">Pay line: the middle row</p></div>`;
}

function slotPaytable(): string {
  const rows = [...SLOT_SYMBOLS]
    .reverse()
    .map(
      (symbol) =>
        `<tr><th scope="row">Three ${SYMBOL_LABELS[symbol].toLowerCase()}s</th><td>${SLOT_THREE_OF_A_KIND[symbol]}x</td></tr>`,
    )
    .join('');
  return `<table><caption>Pays on the middle row, times the stake</caption><tbody>${rows}
<tr><th scope="row">Any mix of bells, bars and sevens</th><td>${SLOT_ANY_HIGH}x</td></tr>
<tr><th scope="row">Two cherries</th><td>${SLOT_TWO_CHERRIES}x</td></tr>
<tr><th scope="row">A cherry on the first reel</th><td>${SLOT_FIRST_CHERRY}x</td></tr></tbody></table>`;
}

const ROULETTE_OPTIONS = [
  ['red', 'Red', '2x'],
  ['black', 'Black', '2x'],
  ['odd', 'Odd', '2x'],
  ['even', 'Even', '2x'],
  ['low', '1 to 18', '2x'],
  ['high', '19 to 36', '2x'],
  ['dozen1', '1st 12', '3x'],
  ['dozen2', '2nd 12', '3x'],
  ['dozen3', '3rd 12', '3x'],
  ['straight', 'Straight up (one number)', '36x'],
] as const;

function rouletteMarkup(): string {
  return `<div class="wheel-area"><div class="pocket green" id="pocket" role="img" aria-label="No spin yet"><span id="pocket-number">0</span></div>
<div><h2 class="small-heading">Last results</h2><ol class="history" id="history" aria-label="Last results, newest first"></ol></div></div>`;
}

function rouletteControls(): string {
  const options = ROULETTE_OPTIONS.map(
    ([value, label, pays], i) =>
      `<label class="chip"><input type="radio" name="bet" value="${value}"${i === 0 ? ' checked' : ''}> <span>${label} <small>pays ${pays}</small></span></label>`,
  ).join('');
  return `<fieldset class="bets"><legend>Your bet</legend><div class="chips">${options}</div>
<div class="field straight"><label for="number">Number (0 to 36)</label><input id="number" name="number" type="number" min="0" max="36" step="1" value="17" inputmode="numeric" aria-describedby="number-help"><span id="number-help" class="help">Used by a straight-up bet</span></div></fieldset>`;
}

function roulettePaytable(): string {
  const red = [...ROULETTE_RED].join(', ');
  return `<p>European wheel with one zero (37 pockets). Red numbers: ${red}. Zero loses every bet but a straight up on 0.</p>
<table><caption>Total return of a winning bet, times the stake</caption><tbody>
<tr><th scope="row">Red, black, odd, even, 1 to 18, 19 to 36</th><td>2x</td></tr>
<tr><th scope="row">Dozens</th><td>3x</td></tr><tr><th scope="row">Straight up</th><td>36x</td></tr></tbody></table>`;
}

function diceMarkup(): string {
  return `<div class="dice-area"><div class="die" id="die" role="img" aria-label="No roll yet"><span id="die-value">?</span></div>
<p class="dice-odds"><span>Win chance <strong id="chance">49%</strong></span> <span>Pays <strong id="multiplier">1.9795x</strong></span></p></div>`;
}

function diceControls(): string {
  return `<div class="field"><label for="target">Roll under</label>
<div class="range-row"><input id="target" name="target" type="range" min="${DICE_MIN_TARGET}" max="${DICE_MAX_TARGET}" step="1" value="50" aria-describedby="target-help"><output id="target-value" for="target">50</output></div>
<span id="target-help" class="help">You win when the roll (1 to 100) is lower than this number.</span></div>`;
}

function dicePaytable(): string {
  const example = (target: number) => {
    const m = diceMultiplier(target);
    return `${m / MULTIPLIER_ONE}.${(m % MULTIPLIER_ONE).toString().padStart(4, '0')}x`;
  };
  return `<p>A roll from 1 to 100. Rolling under the target wins ${'97 / (target - 1)'} times the stake, rounded down.</p>
<table><caption>Examples</caption><tbody>
<tr><th scope="row">Roll under 11 (10% chance)</th><td>${example(11)}</td></tr>
<tr><th scope="row">Roll under 51 (50% chance)</th><td>${example(51)}</td></tr>
<tr><th scope="row">Roll under 91 (90% chance)</th><td>${example(91)}</td></tr></tbody></table>`;
}

const ENGINE_PARTS: Record<
  EngineName,
  { stage: () => string; controls: () => string; paytable: () => string; action: string }
> = {
  slot: { stage: slotMarkup, controls: () => '', paytable: slotPaytable, action: 'Spin' },
  roulette: { stage: rouletteMarkup, controls: rouletteControls, paytable: roulettePaytable, action: 'Spin the wheel' },
  dice: { stage: diceMarkup, controls: diceControls, paytable: dicePaytable, action: 'Roll' },
};

const QUICK_STAKES = ['0.50', '1.00', '5.00', '10.00'];

/**
 * The odds where the stake is placed: the return to player as a share of each unit staked, and the
 * top prize with its chance per round (GlüStV § 22a (3); shown in every market).
 */
function oddsText(engine: EngineName): string {
  const rtp = ENGINES[engine].rtp;
  const top = topPrizeOf(engine);
  const round = engine === 'slot' ? 'spin' : engine === 'roulette' ? 'spin of the wheel' : 'roll';
  return `Return to player ${(rtp * 100).toFixed(2)}%: on average ${rtp.toFixed(2)} back for every 1.00 staked. Top prize ${top.times}× the stake, a chance of 1 in ${top.oneIn.toLocaleString('en-GB')} per ${round}.`;
}

/** The session's position: time played (ticking) and net position (after each round). */
function sessionPositionBar(position: { net: string; elapsedMs: number }, currencyCode: string): string {
  return `<section class="session" aria-label="This session"><p><span class="label">Time played</span> <span id="session-time">0:00</span></p><p><span class="label" id="session-net-label">Net position</span> <output id="session-net" aria-labelledby="session-net-label">${escapeXml(position.net)}</output> <span class="currency">${escapeXml(currencyCode)}</span></p></section>`;
}

/** The jackpot game's pool, on top of the stage (client.js keeps it up to date). */
function jackpotBanner(jackpot: NonNullable<GamePageConfig['jackpot']>, demo: boolean): string {
  const note = demo
    ? 'Fun play neither feeds nor wins the jackpot: play for real money to win it.'
    : '1% of every stake goes to the jackpot. Any spin can win it all.';
  return `<section class="jackpot" aria-labelledby="jackpot-label"><p class="jackpot-title" id="jackpot-label">Mega Pot Jackpot</p><p class="jackpot-amount"><output id="jackpot-amount" aria-labelledby="jackpot-label">${escapeXml(jackpot.amount)}</output> <span class="currency">${escapeXml(jackpot.currency)}</span></p><p class="help">${note}</p></section>`;
}

/** The game page: one engine's markup, the balance, stake controls, Exit; logic in game.js. */
export function renderGamePage(config: GamePageConfig, assets: { script: string; style: string }): string {
  const parts = ENGINE_PARTS[config.engine];
  const rtp = (ENGINES[config.engine].rtp * 100).toFixed(2);
  const mode = config.demo ? 'Demo play' : 'Real money';
  const name = escapeXml(config.game.name);
  const live = config.game.isLive ? '<span class="badge live">Live</span>' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${name} · ${mode}</title>
<link rel="stylesheet" href="${escapeXml(assets.style)}">
<script type="application/json" id="game-config">${scriptJson(config)}</script>
<script src="${escapeXml(assets.script)}" defer></script>
</head>
<body class="engine-${config.engine}">
<main class="game" aria-labelledby="game-title">
<header class="bar">
<div class="title"><h1 id="game-title">${name}</h1><p class="meta">${escapeXml(config.game.provider)} · ${escapeXml(config.game.typeName)} ${live}<span class="badge ${config.demo ? 'demo' : 'real'}">${mode}</span></p></div>
<div class="balance"><span class="label" id="balance-label">Balance</span> <output id="balance" aria-labelledby="balance-label" aria-live="polite">${escapeXml(config.balance)}</output> <span class="currency">${escapeXml(config.currency.code)}</span></div>
<button type="button" id="exit" class="exit">Exit game</button>
</header>
${config.sessionPosition ? sessionPositionBar(config.sessionPosition, config.currency.code) : ''}
${config.jackpot ? jackpotBanner(config.jackpot, config.demo) : ''}
<section class="stage" aria-label="${escapeXml(config.game.typeName)} table">${parts.stage()}</section>
<form id="play" class="controls" novalidate>
<div class="field"><label for="stake">Stake (${escapeXml(config.currency.code)})</label>
<input id="stake" name="stake" type="text" inputmode="decimal" autocomplete="off" value="1.00" required aria-describedby="stake-help stake-odds stake-error">
<span id="stake-help" class="help">From ${escapeXml(config.minStake)} to ${escapeXml(config.maxStake)}${config.minRoundMs > 0 ? `. Spins are at least ${config.minRoundMs / 1000} seconds apart` : ''}</span>
<span id="stake-odds" class="help">${oddsText(config.engine)}</span>
<span id="stake-error" class="field-error"></span></div>
<div class="quick" role="group" aria-label="Quick stakes">${QUICK_STAKES.filter(
    (stake) => toMinorUnits(stake, 2) <= toMinorUnits(config.maxStake, 2),
  )
    .map((stake) => `<button type="button" class="quick-stake" data-stake="${stake}">${stake}</button>`)
    .join('')}</div>
${parts.controls()}
<button type="submit" id="play-button" class="play">${parts.action}</button>
</form>
<p id="message" class="message" role="status" aria-live="polite"></p>
<p id="error" class="error" role="alert"></p>
<details class="rules"><summary>How to play and pay table</summary>${parts.paytable()}
<p>Return to player: ${rtp}%. Every outcome is drawn on the server with a cryptographic random number generator.${config.demo ? ' Demo play uses play credits: no real money is won or lost.' : ''}</p></details>
</main>
</body>
</html>`;
}

/** The page shown for an unknown or ended game session. */
export function renderEndedPage(message: string, assets: { style: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game session ended</title><link rel="stylesheet" href="${escapeXml(assets.style)}"></head>
<body><main class="game ended" aria-labelledby="ended-title"><h1 id="ended-title">Game session ended</h1>
<p>${escapeXml(message)}</p><p><a class="exit" href="/" target="_top">Back to the site</a></p></main></body></html>`;
}
