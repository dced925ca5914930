/**
 * Generated artwork of the demo catalogue, rendered as SVG on request (server/routes/assets.ts): game icons
 * (gradient + initials + vendor colour), vendor logos and banner art. Deterministic per input; no external images,
 * no scripts, every text escaped.
 */
import { createRandom } from './games';

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A stable 32-bit hash of a string (FNV-1a). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Up to three initials of a name ("Golden Temple Megaways" -> "GTM"). */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '?').slice(0, 2).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

const SAFE_COLOR = /^#[0-9a-fA-F]{6}$/;
const safeColor = (color: string, fallback = '#444a66') => (SAFE_COLOR.test(color) ? color : fallback);

export interface GameIconInput {
  nodeId: number;
  gameName: string;
  vendorName: string;
  vendorColor: string;
  gameType: string;
}

const TYPE_GLYPH: Record<string, string> = {
  RNG: '7',
  LIVE: '♠',
  FISH: '~',
  GAMESHOW: '★',
  SPORTS: '⚽',
  ESPORTS: '◆',
  COCKFIGHT: '▲',
  TG: '♣',
  BG: '●',
  LOTT: '#',
  ELOTT: '#',
};

/** A game icon: square (240) or large (480 x 240). */
export function renderGameIcon(game: GameIconInput, variant: 'square' | 'large' = 'square'): string {
  const random = createRandom(game.nodeId * 7919);
  const w = variant === 'large' ? 480 : 240;
  const h = 240;
  const hue = (game.nodeId * 47) % 360;
  const accent = safeColor(game.vendorColor);
  const circles = Array.from({ length: 6 }, () => {
    const r = random.int(16, 70);
    return `<circle cx="${random.int(0, w)}" cy="${random.int(0, h)}" r="${r}" fill="#fff" opacity="${(random.int(4, 14) / 100).toFixed(2)}"/>`;
  }).join('');
  const glyph = TYPE_GLYPH[game.gameType] ?? '★';
  const title = escapeXml(game.gameName.length > 22 ? `${game.gameName.slice(0, 21)}…` : game.gameName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(game.gameName)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="${w}" height="${h}" rx="28" fill="url(#g)"/>${circles}
<text x="${w - 26}" y="52" font-family="Arial,Helvetica,sans-serif" font-size="36" text-anchor="end" fill="#fff" opacity=".55">${escapeXml(glyph)}</text>
<text x="${w / 2}" y="138" font-family="Arial Black,Arial,Helvetica,sans-serif" font-weight="900" font-size="${variant === 'large' ? 96 : 84}" text-anchor="middle" fill="#fff" stroke="rgba(0,0,0,.25)" stroke-width="2">${escapeXml(initials(game.gameName))}</text>
<text x="${w / 2}" y="178" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="18" text-anchor="middle" fill="#fff">${title}</text>
<rect x="0" y="${h - 40}" width="${w}" height="40" fill="rgba(0,0,0,.35)"/>
<text x="${w / 2}" y="${h - 14}" font-family="Arial,Helvetica,sans-serif" font-size="16" text-anchor="middle" fill="#fff" letter-spacing="1">${escapeXml(game.vendorName.toUpperCase())}</text>
</svg>`;
}

export interface VendorLogoInput {
  vassalage: string;
  displayName: string;
  color: string;
}

/** A vendor logo chip (240 x 96). */
export function renderVendorLogo(vendor: VendorLogoInput): string {
  const color = safeColor(vendor.color);
  const name = vendor.displayName.length > 22 ? `${vendor.displayName.slice(0, 21)}…` : vendor.displayName;
  // Fit the name into the 146 px right of the badge (about 0.56 em per character in a bold sans-serif).
  const fontSize = Math.max(11, Math.min(19, Math.floor(146 / (Math.max(1, name.length) * 0.56))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(vendor.displayName)}">
<rect width="240" height="96" rx="18" fill="${color}"/>
<rect x="4" y="4" width="232" height="88" rx="15" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
<circle cx="44" cy="48" r="26" fill="#fff" fill-opacity=".9"/>
<text x="44" y="57" font-family="Arial Black,Arial,Helvetica,sans-serif" font-weight="900" font-size="22" text-anchor="middle" fill="${color}">${escapeXml(initials(vendor.displayName))}</text>
<text x="82" y="${48 + fontSize / 3}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(name)}</text>
</svg>`;
}

export interface BannerInput {
  id: number;
  title: string;
  subtitle: string;
  colors: [string, string];
}

/** Banner art (750 x 300, the design width). */
export function renderBanner(banner: BannerInput): string {
  const random = createRandom(hashString(`${banner.id}:${banner.title}`));
  const [from, to] = [safeColor(banner.colors[0]), safeColor(banner.colors[1])];
  // The title fits left of the coins (about 500 px; about 0.62 em per character in a black sans-serif).
  const titleSize = Math.max(24, Math.min(50, Math.floor(500 / (Math.max(1, banner.title.length) * 0.62))));
  const stars = Array.from({ length: 14 }, () => {
    const r = random.int(3, 9);
    return `<circle cx="${random.int(560, 740)}" cy="${random.int(10, 290)}" r="${r}" fill="#fff" opacity="${(random.int(20, 70) / 100).toFixed(2)}"/>`;
  }).join('');
  const coins = Array.from({ length: 4 }, (_, i) => {
    const cx = 590 + i * 40 + random.int(-8, 8);
    const cy = 150 + random.int(-60, 60);
    return `<circle cx="${cx}" cy="${cy}" r="34" fill="#ffd54f" stroke="#ffb300" stroke-width="6"/><text x="${cx}" y="${cy + 11}" font-family="Arial Black,Arial,sans-serif" font-size="30" text-anchor="middle" fill="#b26a00">$</text>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${escapeXml(banner.title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#b)"/>${stars}${coins}
<text x="40" y="130" font-family="Arial Black,Arial,Helvetica,sans-serif" font-weight="900" font-size="${titleSize}" fill="#fff">${escapeXml(banner.title)}</text>
<text x="40" y="180" font-family="Arial,Helvetica,sans-serif" font-size="26" fill="#fff" opacity=".9">${escapeXml(banner.subtitle)}</text>
</svg>`;
}
