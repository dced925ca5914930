// The demo provider's game page (server/provider/page.ts): bet, play one round through the provider's calls, show
// the result and the balance. The play button stays disabled while a round is in flight and until its result and
// the balance after it are shown, so a double tap plays once. A failed attempt is retried with its idempotency key.
(() => {
  // "Back to site" returns to the site page that opened the game, unless the launch named one.
  const back = document.querySelector('a.back');
  if (back && !back.dataset.explicit && document.referrer) {
    const from = new URL(document.referrer);
    if (from.origin === location.origin && /^\/m\/[A-Za-z]/.test(from.pathname))
      back.href = from.pathname + from.search;
  }

  const configNode = document.getElementById('game-config');
  const main = document.querySelector('main.game');
  if (!configNode || !main) return;
  const config = JSON.parse(configNode.textContent || '{}');
  const texts = config.texts;
  const form = document.getElementById('play-form');
  const betInput = document.getElementById('bet');
  const cashOutInput = document.getElementById('cash-out');
  const button = document.getElementById('play');
  const result = document.getElementById('result');
  const balanceNode = document.getElementById('balance');
  const betError = document.getElementById('bet-error');
  const cashOutError = document.getElementById('cash-out-error');
  const reels = document.getElementById('reels');
  const meter = document.getElementById('multiplier');
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const SYMBOL_ART = { SEVEN: '7', BAR: 'BAR', BELL: 'BELL', PLUM: 'PLUM', LEMON: 'LEMON', CHERRY: 'CHERRY' };

  let currencySymbol = '';
  let funBalance = 1000;
  /** The attempt a failed call leaves behind: the same inputs retry with the same key. */
  let pending = null;

  const format = (value) =>
    `${currencySymbol}${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const times = (hundredths) => `${(hundredths / 100).toFixed(2)}x`;
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? '');
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, reduceMotion ? 0 : ms));

  function setState(state) {
    main.dataset.state = state;
    button.disabled = state !== 'ready';
  }

  function showBalance(value) {
    if (config.mode === 'fun') funBalance = value;
    balanceNode.textContent = format(value);
  }

  function showError(node, input, message) {
    if (!node || !input) return;
    node.textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** Amount with at most two decimals within bounds, else null. */
  function readAmount(input, min, max) {
    const text = (input?.value || '').trim().replace(',', '.');
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
    const value = Number(text);
    return value >= min && value <= max ? value : null;
  }

  async function call(path, body, key) {
    const headers = { 'content-type': 'application/json' };
    if (key) headers['Idempotency-Key'] = key;
    const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'omit' });
    const envelope = await response.json();
    if (!envelope.success) {
      const error = new Error(envelope.message || 'failed');
      error.code = envelope.code;
      error.status = response.status;
      throw error;
    }
    return envelope.value;
  }

  function resultLine(outcome, win) {
    if (outcome.game === 'slot') {
      const line = outcome.symbols.map((symbol) => texts.symbols[symbol] || symbol).join(' · ');
      return `${line}: ${win > 0 ? fill(texts.win, { amount: format(win) }) : texts.noWin}`;
    }
    const values = { crash: times(outcome.crashAt), target: times(outcome.cashOutAt), amount: format(win) };
    return outcome.cashedOut ? fill(texts.cashedOut, values) : fill(texts.crashed, values);
  }

  async function animate(outcome) {
    if (outcome.game === 'slot' && reels) {
      const cells = reels.querySelectorAll('.reel');
      const names = Object.keys(SYMBOL_ART);
      for (let step = 0; step < 6 && !reduceMotion; step++) {
        cells.forEach((cell, index) => {
          const name = names[(step * 3 + index) % names.length];
          cell.textContent = SYMBOL_ART[name];
          cell.dataset.symbol = name;
        });
        await wait(60);
      }
      cells.forEach((cell, index) => {
        const name = outcome.symbols[index];
        cell.textContent = SYMBOL_ART[name] || name;
        cell.dataset.symbol = name;
      });
    } else if (outcome.game === 'crash' && meter) {
      const end = outcome.cashedOut ? outcome.cashOutAt : outcome.crashAt;
      const steps = reduceMotion ? 1 : 12;
      for (let step = 1; step <= steps; step++) {
        meter.textContent = times(Math.round(100 + ((end - 100) * step) / steps));
        await wait(50);
      }
      meter.dataset.crashed = outcome.cashedOut ? 'false' : 'true';
    }
  }

  /** Shows a round (animated), its result line and the balance after it. */
  async function showRound(round, balance, prefix) {
    await animate(round.outcome);
    result.textContent = `${prefix ? `${prefix} ` : ''}${resultLine(round.outcome, round.win)}`;
    result.dataset.win = String(round.win);
    showBalance(balance);
  }

  async function playOnce(bet, cashOutAt) {
    if (config.mode === 'fun') {
      if (bet > funBalance) throw Object.assign(new Error('low'), { code: 'INSUFFICIENT_BALANCE' });
      const answer = await call('/demo-provider/fun', { nodeId: config.nodeId, bet, cashOutAt });
      const balance = Math.round((funBalance - bet + answer.win) * 100) / 100;
      await showRound({ outcome: answer.outcome, win: answer.win }, balance, '');
      return;
    }
    const same = pending && pending.bet === bet && pending.cashOutAt === cashOutAt;
    const key = same ? pending.key : crypto.randomUUID();
    pending = { bet, cashOutAt, key };
    const answer = await call('/demo-provider/play', { ticket: config.ticket, bet, cashOutAt }, key);
    pending = null;
    await showRound(answer.round, answer.balance, answer.resumed ? texts.resumed : '');
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (main.dataset.state !== 'ready') return;
    const bet = readAmount(betInput, config.minBet, config.maxBet);
    showError(betError, betInput, bet === null ? fill(texts.betRange, { min: config.minBet, max: config.maxBet }) : '');
    let cashOutAt;
    if (cashOutInput) {
      cashOutAt = readAmount(cashOutInput, config.minCashOut, config.maxCashOut) ?? undefined;
      showError(cashOutError, cashOutInput, cashOutAt === undefined ? texts.cashOutRange : '');
      if (cashOutAt === undefined) return;
    }
    if (bet === null) return;
    setState('busy');
    result.textContent = texts.playing;
    delete result.dataset.win;
    delete result.dataset.refused;
    try {
      await playOnce(bet, cashOutAt);
      setState('ready');
    } catch (error) {
      if (error.code === 'TICKET_INVALID') {
        result.textContent = texts.expired;
        setState('closed');
        return;
      }
      // A refusal of the platform (403: a player-protection limit, a due reality check, an exclusion) says why.
      result.textContent =
        error.code === 'INSUFFICIENT_BALANCE'
          ? texts.insufficient
          : error.status === 403
            ? error.message
            : texts.failed;
      if (error.status === 403) result.dataset.refused = error.code;
      else delete result.dataset.refused;
      setState('ready');
    }
  });

  async function start() {
    setState('loading');
    if (config.mode === 'fun') {
      showBalance(funBalance);
      setState('ready');
      return;
    }
    try {
      const state = await call('/demo-provider/state', { ticket: config.ticket });
      currencySymbol = state.currencySymbol || '';
      showBalance(state.balance);
      if (state.openRound) {
        const resumed = await call('/demo-provider/resume', { ticket: config.ticket });
        if (resumed.round) await showRound(resumed.round, resumed.balance, texts.resumed);
      }
      setState('ready');
    } catch (error) {
      result.textContent = error.code === 'TICKET_INVALID' ? texts.expired : texts.failed;
      setState(error.code === 'TICKET_INVALID' ? 'closed' : 'ready');
    }
  }

  start();
})();
