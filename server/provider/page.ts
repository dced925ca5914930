/**
 * The demo provider's game page (HTML): a slot or a crash game with a labelled bet, its button, an aria-live result
 * line, the balance and a way back to the site. Its behaviour is the static script `demo-game.js` (the site's CSP
 * allows scripts from the site only); the page hands it its settings in a JSON data block.
 */
import { escapeXml } from '../seed/icons';
import { MAX_CASH_OUT, MIN_CASH_OUT } from './crash';
import type { DemoGameKind } from './outcome';
import { SLOT_SYMBOLS, THREE_OF_A_KIND, TWO_CHERRIES } from './slot';
import { type GameTexts, htmlLang } from './texts';

export const MIN_BET_CENTS = 100;
export const MAX_BET_CENTS = 500_000;
export const ASSET_PATH = '/demo-provider/assets';

const escapeHtml = escapeXml;

export interface GamePageOptions {
  kind: DemoGameKind;
  mode: 'real' | 'trial' | 'fun';
  nodeId: number;
  gameName: string;
  vendorName: string;
  iconUrl: string;
  language: string;
  texts: GameTexts;
  /** The launch ticket (real and trial play); absent in fun play. */
  ticket: string | null;
  /** Where "Back to site" leads, and whether the launch named it (else the page the player came from wins). */
  backUrl: string;
  explicitBack: boolean;
}

/** A JSON data block safe inside <script>: no "</script>" or "<!--" can appear. */
function jsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function shell(language: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(htmlLang(language))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${ASSET_PATH}/demo-game.css">
<script src="${ASSET_PATH}/demo-game.js" defer></script>
</head>
<body>${body}</body></html>`;
}

/** "Back to site": `backUrl`; without an explicit one the script points it at the site page the player came from. */
function backLink(texts: GameTexts, backUrl: string, explicit: boolean): string {
  return `<a class="back" href="${escapeHtml(backUrl)}" target="_top"${explicit ? ' data-explicit="true"' : ''}>${escapeHtml(texts.back)}</a>`;
}

/** The page shown when the game cannot be played (unknown game, expired ticket). */
export function messagePage(
  language: string,
  texts: GameTexts,
  title: string,
  message: string,
  backUrl: string,
  explicitBack = false,
) {
  return shell(
    language,
    title,
    `<main class="game message"><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>${backLink(texts, backUrl, explicitBack)}</main>`,
  );
}

function payTable(texts: GameTexts): string {
  const rows = SLOT_SYMBOLS.map(
    (symbol) =>
      `<tr><th scope="row"><span class="sym sym-${symbol.toLowerCase()}">${escapeHtml(texts.symbols[symbol])}</span> ×3</th><td>${THREE_OF_A_KIND[symbol]}×</td></tr>`,
  ).join('');
  return `<details class="rules"><summary>${escapeHtml(texts.payTable)}</summary>
<p>${escapeHtml(texts.slotRule)}</p>
<table><tbody>${rows}<tr><th scope="row">${escapeHtml(texts.twoCherries)}</th><td>${TWO_CHERRIES}×</td></tr></tbody></table>
</details>`;
}

export function gamePage(options: GamePageOptions): string {
  const { texts } = options;
  const slot = options.kind === 'slot';
  const modeText = { real: texts.modeReal, trial: texts.modeTrial, fun: texts.modeFun }[options.mode];
  const config = {
    kind: options.kind,
    mode: options.mode,
    nodeId: options.nodeId,
    ticket: options.ticket,
    minBet: MIN_BET_CENTS / 100,
    maxBet: MAX_BET_CENTS / 100,
    minCashOut: MIN_CASH_OUT / 100,
    maxCashOut: MAX_CASH_OUT / 100,
    texts,
  };
  const stage = slot
    ? `<div class="reels" id="reels" aria-hidden="true"><span class="reel">?</span><span class="reel">?</span><span class="reel">?</span></div>`
    : `<div class="meter" aria-hidden="true"><span id="multiplier">1.00x</span></div>`;
  const cashOut = slot
    ? ''
    : `<div class="field"><label for="cash-out">${escapeHtml(texts.cashOutAt)}</label>
<div class="with-unit"><input id="cash-out" name="cashOutAt" inputmode="decimal" autocomplete="off" value="2.00" aria-describedby="cash-out-error"><span aria-hidden="true">×</span></div>
<p class="field-error" id="cash-out-error"></p></div>`;
  return shell(
    options.language,
    `${options.gameName} - ${options.vendorName}`,
    `<script type="application/json" id="game-config">${jsonBlock(config)}</script>
<main class="game ${slot ? 'slot' : 'crash'}" data-state="loading">
<header class="head"><img src="${escapeHtml(options.iconUrl)}" alt="" width="56" height="56">
<div><h1>${escapeHtml(options.gameName)}</h1><p>${escapeHtml(options.vendorName)}</p></div>
<span class="badge">${escapeHtml(modeText)}</span></header>
<p class="balance"><span class="label">${escapeHtml(texts.balance)}</span> <strong id="balance">…</strong></p>
${stage}
<form id="play-form" novalidate>
<div class="field"><label for="bet">${escapeHtml(texts.bet)}</label>
<input id="bet" name="bet" inputmode="decimal" autocomplete="off" value="10.00" aria-describedby="bet-error">
<p class="field-error" id="bet-error"></p></div>
${cashOut}
<button type="submit" id="play" disabled>${escapeHtml(slot ? texts.spin : texts.play)}</button>
</form>
<p id="result" class="result" role="status" aria-live="polite"></p>
${slot ? payTable(texts) : `<p class="rules">${escapeHtml(texts.crashRule)}</p>`}
${backLink(texts, options.backUrl, options.explicitBack)}
</main>`,
  );
}
