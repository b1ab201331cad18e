/* global document, window */
/*
 * The demo game page's script (served as /api/gp/demo/assets/game.js). It only shows what the
 * server decides: every round is POSTed to the rounds call with the page's session token and
 * the answer (outcome and balance) is drawn. Amounts stay decimal strings; no float money.
 */
(function () {
  'use strict';

  const config = JSON.parse(document.getElementById('game-config').textContent);
  const $ = (id) => document.getElementById(id);
  const form = $('play');
  const stakeInput = $('stake');
  const stakeError = $('stake-error');
  const playButton = $('play-button');
  const balanceOut = $('balance');
  const message = $('message');
  const errorBox = $('error');
  const reducedMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven'];
  const LABELS = {
    cherry: 'Cherry',
    lemon: 'Lemon',
    orange: 'Orange',
    plum: 'Plum',
    bell: 'Bell',
    bar: 'Bar',
    seven: 'Seven',
  };

  /** "1234567.50" -> "1,234,567.50" (string work only). */
  function formatAmount(text) {
    const negative = text.charAt(0) === '-';
    const body = negative ? text.slice(1) : text;
    const parts = body.split('.');
    const whole = parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (negative ? '-' : '') + whole + (parts.length > 1 ? '.' + parts[1] : '');
  }

  function showBalance(balance) {
    balanceOut.textContent = formatAmount(balance);
  }

  /** A v4 uuid from getRandomValues (randomUUID needs a secure context). */
  function uuid() {
    if (crypto.randomUUID) return crypto.randomUUID();
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }

  const wait = (ms) => new Promise((resolve) => window.setTimeout(resolve, reducedMotion ? 0 : ms));

  // ---------------------------------------------------------------- engines: choice and drawing
  const engines = {
    slot: {
      choice: () => ({}),
      async show(outcome) {
        const reels = outcome.result.reels;
        const elements = [0, 1, 2].map((i) => $('reel-' + i));
        if (!reducedMotion) {
          elements.forEach((el) => el.classList.add('spinning'));
          for (let step = 0; step < 8; step += 1) {
            elements.forEach((el) => {
              el.querySelectorAll('use').forEach((use) => {
                use.setAttribute('href', '#sym-' + SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]);
              });
            });
            await wait(60);
          }
        }
        for (let i = 0; i < 3; i += 1) {
          const uses = elements[i].querySelectorAll('use');
          reels[i].forEach((symbol, row) => uses[row].setAttribute('href', '#sym-' + symbol));
          elements[i].setAttribute('aria-label', 'Reel ' + (i + 1) + ': ' + LABELS[reels[i][1]]);
          elements[i].classList.remove('spinning');
          await wait(120);
        }
        const line = outcome.result.line.map((s) => LABELS[s]).join(', ');
        return line + '. ' + (outcome.result.times > 0 ? outcome.result.rule + '.' : 'No win.');
      },
    },
    roulette: {
      choice() {
        const picked = form.querySelector('input[name="bet"]:checked');
        const bet = picked ? picked.value : 'red';
        if (bet !== 'straight') return { bet };
        return { bet, number: $('number').value };
      },
      async show(outcome) {
        const pocket = $('pocket');
        if (!reducedMotion) {
          pocket.classList.add('spinning');
          for (let step = 0; step < 10; step += 1) {
            $('pocket-number').textContent = String(Math.floor(Math.random() * 37));
            await wait(70);
          }
          pocket.classList.remove('spinning');
        }
        const n = outcome.result.number;
        const colour = outcome.result.colour;
        $('pocket-number').textContent = String(n);
        pocket.className = 'pocket ' + colour;
        const text = n + ' ' + colour;
        pocket.setAttribute('aria-label', 'Result: ' + text);
        const item = document.createElement('li');
        item.className = 'pocket small ' + colour;
        item.textContent = String(n);
        item.setAttribute('aria-label', text);
        const history = $('history');
        history.insertBefore(item, history.firstChild);
        while (history.children.length > 10) history.removeChild(history.lastChild);
        return 'The ball lands on ' + text + '.';
      },
    },
    dice: {
      choice: () => ({ target: Number($('target').value) }),
      async show(outcome) {
        const die = $('die');
        if (!reducedMotion) {
          die.classList.add('spinning');
          for (let step = 0; step < 8; step += 1) {
            $('die-value').textContent = String(1 + Math.floor(Math.random() * 100));
            await wait(60);
          }
          die.classList.remove('spinning');
        }
        const r = outcome.result;
        $('die-value').textContent = String(r.roll);
        die.className = 'die ' + (r.won ? 'won' : 'lost');
        die.setAttribute('aria-label', 'Rolled ' + r.roll);
        return 'Rolled ' + r.roll + ' (needed under ' + r.target + ').';
      },
    },
  };
  const engine = engines[config.engine];

  // ---------------------------------------------------------------- controls
  function updateDiceOdds() {
    const target = Number($('target').value);
    $('target-value').textContent = String(target);
    $('chance').textContent = target - 1 + '%';
    // Display only; the server pays floor(970000 / (target - 1)) / 10000.
    const m = Math.floor(970000 / (target - 1));
    $('multiplier').textContent = Math.floor(m / 10000) + '.' + String(m % 10000).padStart(4, '0') + 'x';
  }
  if (config.engine === 'dice') {
    $('target').addEventListener('input', updateDiceOdds);
    updateDiceOdds();
  }
  if (config.engine === 'roulette') {
    $('number').addEventListener('focus', () => {
      const straight = form.querySelector('input[name="bet"][value="straight"]');
      if (straight) straight.checked = true;
    });
  }

  document.querySelectorAll('.quick-stake').forEach((button) => {
    button.addEventListener('click', () => {
      stakeInput.value = button.getAttribute('data-stake');
      stakeInput.focus();
    });
  });

  /**
   * Where Exit goes. The server kept only a path or a URL of its own origin. A path is resolved
   * against the site that frames the game (its origin from the referrer), so a site served from
   * another origin than the platform (a CDN, the dev server) gets its own page back.
   */
  function exitTarget() {
    const url = config.exitUrl || '/';
    if (url.charAt(0) === '/' && window.top !== window.self && document.referrer) {
      try {
        return new URL(url, new URL(document.referrer).origin).toString();
      } catch {
        return url;
      }
    }
    return url;
  }

  $('exit').addEventListener('click', () => {
    const target = exitTarget();
    try {
      window.top.location.href = target;
    } catch {
      window.location.href = target;
    }
  });

  /** "12.5" or "12.50" -> 1250 (whole cents as an integer: string work, no float money). */
  function cents(text) {
    const parts = text.split('.');
    return Number(parts[0]) * 100 + Number(((parts[1] || '') + '00').slice(0, 2));
  }

  // The player's market may space rounds out (the platform refuses one sooner): the button waits
  // from the answer of the previous round, which the platform counted from before it answered.
  let nextRoundAt = 0;
  let paceTimer = null;
  function waitForPace() {
    const left = nextRoundAt - Date.now();
    if (left <= 0 || ended) return;
    playButton.disabled = true;
    window.clearTimeout(paceTimer);
    paceTimer = window.setTimeout(() => {
      playButton.disabled = ended;
    }, left);
  }

  function setFieldError(text) {
    stakeError.textContent = text ? '* ' + text : '';
    if (text) stakeInput.setAttribute('aria-invalid', 'true');
    else stakeInput.removeAttribute('aria-invalid');
  }

  // A round whose answer never arrived is sent again with the same id: the server answers the
  // stored outcome and moves no money twice.
  let pending = null;
  let ended = false;

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (playButton.disabled) return;
    errorBox.textContent = '';
    setFieldError('');
    const stake = stakeInput.value.trim();
    if (!/^\d+(\.\d{1,2})?$/.test(stake)) {
      setFieldError(stake ? 'must be a valid number' : 'required');
      stakeInput.focus();
      return;
    }
    if (cents(stake) > cents(config.maxStake)) {
      setFieldError(config.messages.stakeCap);
      stakeInput.focus();
      return;
    }
    const choice = engine.choice();
    const key = JSON.stringify([stake, choice]);
    if (!pending || pending.key !== key) pending = { key, roundId: uuid() };
    playButton.disabled = true;
    playButton.setAttribute('aria-busy', 'true');
    message.textContent = '';
    try {
      const response = await fetch(config.roundsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-game-session': config.token },
        body: JSON.stringify({ roundId: pending.roundId, stake, choice }),
        credentials: 'omit',
      });
      const body = await response.json().catch(() => null);
      if (config.minRoundMs > 0) nextRoundAt = Date.now() + config.minRoundMs;
      if (!response.ok || !body || !body.result) {
        pending = null;
        const error = (body && body.error) || {};
        const fields = error.fields || {};
        if (fields.stake) setFieldError(fields.stake);
        // The market's refusals in the player's language; any other answer as the platform said it.
        const marketMessage =
          error.reason === 'market_stake_cap'
            ? config.messages.stakeCap
            : error.reason === 'market_round_too_soon'
              ? config.messages.roundTooSoon
              : null;
        errorBox.textContent = marketMessage || error.message || 'Something went wrong!';
        if (response.status === 401) ended = true;
        return;
      }
      pending = null;
      const round = body.result;
      const told = await engine.show(round.outcome);
      showBalance(round.balance);
      form.dispatchEvent(new Event('jackpot-read'));
      if (round.sessionNet !== undefined && $('session-net'))
        $('session-net').textContent = formatAmount(round.sessionNet);
      // A return at or below the stake is no win where the market says so (the UK): told as what
      // it is, without the win's colours.
      const realWin = round.won && (config.celebrateReturnAtOrBelowStake || cents(round.payout) > cents(round.stake));
      message.textContent =
        told +
        ' ' +
        (realWin
          ? 'Win: ' + formatAmount(round.payout) + ' paid for a stake of ' + formatAmount(round.stake) + '.'
          : round.won
            ? 'Returned ' + formatAmount(round.payout) + ' of your ' + formatAmount(round.stake) + ' stake.'
            : 'You lose ' + formatAmount(round.stake) + '.') +
        ' Balance ' +
        formatAmount(round.balance) +
        ' ' +
        round.currency.code +
        '.';
      if (round.outcome && round.outcome.jackpot)
        message.textContent =
          'JACKPOT! You win ' +
          formatAmount(round.outcome.jackpot) +
          ' ' +
          round.currency.code +
          '. ' +
          message.textContent;
      message.className = 'message ' + (realWin ? 'won' : 'lost');
    } catch {
      errorBox.textContent = 'Connection problem: press ' + playButton.textContent + ' again to retry the same round.';
    } finally {
      playButton.disabled = ended;
      playButton.removeAttribute('aria-busy');
      waitForPace();
    }
  });

  // The session's time played ticks on from what the platform counted; the net position is the
  // platform's after each round.
  if (config.sessionPosition) {
    const loadedAt = Date.now();
    const timeOut = $('session-time');
    const tick = () => {
      const seconds = Math.floor((config.sessionPosition.elapsedMs + Date.now() - loadedAt) / 1000);
      const hours = Math.floor(seconds / 3600);
      const minutes = Math.floor((seconds % 3600) / 60);
      const rest = String(seconds % 60).padStart(2, '0');
      timeOut.textContent = hours ? hours + ':' + String(minutes).padStart(2, '0') + ':' + rest : minutes + ':' + rest;
    };
    tick();
    window.setInterval(tick, 1000);
  }

  // The jackpot game's pool: read again every few seconds and after each round (the pool of the
  // page's currency among the pools listed).
  if (config.jackpot && $('jackpot-amount')) {
    const jackpotOut = $('jackpot-amount');
    const readJackpot = async () => {
      try {
        const response = await fetch(config.jackpot.url, { headers: { accept: 'application/json' } });
        if (!response.ok) return;
        const body = await response.json();
        const pool = (body.result || []).find((entry) => entry.currency === config.jackpot.currency);
        if (pool) jackpotOut.textContent = formatAmount(pool.amount);
      } catch {
        // The next read tries again.
      }
    };
    jackpotOut.textContent = formatAmount(config.jackpot.amount);
    window.setInterval(readJackpot, 3000);
    form.addEventListener('jackpot-read', readJackpot);
  }

  showBalance(config.balance);
})();
