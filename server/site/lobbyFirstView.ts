/**
 * The first view of a category's game lobby (./firstView.ts): the title bar, the category menu, the tabs and the
 * tools row as placeholders, and the first page's game pictures, in the app's own markup and classes styled by the
 * app's own rules (./criticalCss.ts), so every box sits where the app's will (tests/e2e/first-view.spec.ts compares
 * them). Texts are placeholders: the player's language is kept in the browser. Landmarks and headings are plain
 * boxes here: the layer is inert and hidden from assistive technology, and nothing should find it for the app's.
 *
 * Drawn when the lobby opens on a game list (tab ALL or NEW): the first page GameLobbyCenterScreen's lobby machine
 * asks for, from the same rules (src/domain/games/lobby.ts lobbyRequest). Not for a category fixed to vendors of the
 * vendor mapping (BGS), whose list the server would have to work out as the app does.
 */
import { categoryVendors, hasNameSearch, showsVendorTiles } from '../../src/domain/games/categories';
import { gameIcon } from '../../src/domain/games/games';
import { lobbyCategory, lobbyRequest, openingLobbyState } from '../../src/domain/games/lobby';
import { imageUrlOn } from '../../src/domain/shell/images';
import { gameListPage } from '../routes/games';
import { escapeHtml, type FirstView, type FirstViewSite } from './firstViewShared';

/** The screen module whose chunks and stylesheets the layer needs (src/app/routes.ts). */
const LOBBY_SCREEN = 'src/screens/games/gameLobbyCenter/GameLobbyCenterScreen.tsx';
/** Columns of the lobby grid (ui/games/GameGrid.tsx). */
const COLUMNS = 3;

const STYLE = `<style>
#first-view{position:fixed;inset:0;z-index:90;pointer-events:none;overflow:hidden;background:var(--bg)}
#first-view>div{max-width:7.5rem;margin:0 auto}
#first-view .fv-bar{display:inline-block;vertical-align:middle;width:70%;height:.7em;border-radius:.1rem;background:var(--bg-card)}
#first-view .fv-pill{width:1.3rem;color:transparent}
#first-view .lobby-tabs button{width:.9rem;background:linear-gradient(var(--bg-card),var(--bg-card)) center/100% .3rem no-repeat}
</style>`;

const BACK_ARROW =
  '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M15 5l-7 7 7 7"/></svg>';

const repeat = (n: number, html: string) => Array.from({ length: n }, () => html).join('');

interface Picture {
  /** The picture's address, as the app asks for it ('' for a game without one). */
  url: string;
  /** What the layer shows: the address or, for the first row, the picture itself (./inlinePicture.ts). */
  src: string;
}

/** A tile as ui/games/GameTile.tsx lays it out; a game without a picture keeps its empty box, as in the app. */
function tile({ url, src }: Picture): string {
  const picture = url
    ? `<img src="${escapeHtml(src)}" data-picture="${escapeHtml(url)}" alt="" width="240" height="240" fetchpriority="high">`
    : '';
  return (
    '<div class="game-grid-cell"><div class="game-tile"><button type="button" class="game-tile-open">' +
    `<span class="game-tile-art">${picture}</span>` +
    '<span class="game-tile-name"><i class="fv-bar"></i></span><span class="game-tile-vendor"><i class="fv-bar"></i></span>' +
    '</button></div></div>'
  );
}

function layer(category: string, icons: Picture[]): string {
  const rows: string[] = [];
  for (let i = 0; i < icons.length; i += COLUMNS) {
    rows.push(
      `<div class="game-grid-row">${icons
        .slice(i, i + COLUMNS)
        .map(tile)
        .join('')}</div>`,
    );
  }
  const tools = hasNameSearch(category) ? '<div class="search-box"></div>' : '<span style="flex:1"></span>';
  return (
    '<div id="first-view" aria-hidden="true" inert><div>' +
    `<div class="title-bar"><span class="icon-button">${BACK_ARROW}</span><div style="text-align:center"><i class="fv-bar" style="width:1.6rem"></i></div><span></span></div>` +
    '<div class="lobby"><div class="lobby-menu">' +
    `<div class="category-menu">${repeat(5, '<a class="fv-pill">&nbsp;</a>')}</div>` +
    `<div class="lobby-tabs">${repeat(3, '<button type="button">&nbsp;</button>')}</div>` +
    `</div><div class="lobby-tools">${tools}<span class="btn btn-small btn-secondary fv-pill">&nbsp;</span></div>` +
    `<div class="game-grid"><div>${rows.join('')}</div></div>` +
    '</div></div></div>'
  );
}

export async function lobbyFirstView(
  site: FirstViewSite,
  cdn: string,
  query: URLSearchParams,
): Promise<FirstView | null> {
  // The category and the opening tab as GameLobbyCenterScreen reads them.
  const category = lobbyCategory(query);
  if (showsVendorTiles(category) || categoryVendors(category, {}).length > 0) return null;
  const request = lobbyRequest(openingLobbyState({ category, tab: query.get('gameClassify') }), 1);
  if (request.kind !== 'list') return null;
  const assets = site.screenAssets(LOBBY_SCREEN);
  if (!assets) return null;
  const { isNew, ...list } = request.query;
  const page = await gameListPage(site.ctx.db, { ...list, isNew: isNew || undefined });
  const urls = page.games.map((game) => {
    const icon = gameIcon(game);
    return icon ? imageUrlOn(cdn, icon) : '';
  });
  if (!urls.some(Boolean)) return null;
  // The first row is the page's largest paint: inlined when small, else preloaded first.
  const icons = await Promise.all(
    urls.map(async (url, i) => ({ url, src: url && i < COLUMNS ? await site.inlinePicture(url) : url })),
  );
  const markup = layer(category, icons);
  return {
    images: icons.filter((icon, i) => i < COLUMNS && icon.url && icon.src === icon.url).map((icon) => icon.url),
    assets,
    criticalCss: await site.criticalCss(assets.stylesheets, markup),
    style: STYLE,
    layer: markup,
  };
}
