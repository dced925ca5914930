/**
 * The deterministic demo game catalogue: 600+ games from the vendors of vendors.ts across every category of
 * spec §3's category map, plus one provider entry (isGameH5 VASSALAGE) per slot vendor. Same seed, same catalogue:
 * every run of the seed (and every test) sees the same node ids, names and filters.
 */
import { type PrimaryType, VENDORS, type VendorSeed, vendorLogoUrl } from './vendors';

/** mulberry32: a small, well-mixed 32-bit PRNG. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof createRandom>;

export const SEED = 20250131;
export const FIRST_NODE_ID = 1001;

export interface GameSeed {
  nodeId: number;
  gameName: string;
  nodeName: string;
  vassalage: string;
  vendorCode: string;
  gameType: string;
  gameClassify: string;
  gameClassifyNew: string;
  gameCategory: string;
  gameId: string;
  gameCode: string;
  gameGroupId: string;
  lottoMode: string;
  supportPlay: 0 | 1;
  isGameH5: '1' | 'VASSALAGE';
  gameCount: number;
  minBet: number;
  minLine: number;
  isNew: boolean;
  hotRank: number | null;
  sortWeight: number;
  categories: string[];
  iconUrl: string;
  largeIconUrl: string;
}

/** Classify lists per game type (the filter's game-type options; server/README.md). */
export const CLASSIFIES: Record<string, string[]> = {
  RNG: ['Slots', 'Video Slots', 'Classic', 'Jackpot', 'Arcade', 'Crash'],
  LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger'],
  FISH: ['Fishing', 'Arcade'],
  GAMESHOW: ['Game Show'],
  TG: ['Poker', 'Cards', 'Table'],
  BG: ['Bingo'],
  SPORTS: ['Sportsbook', 'Virtual'],
  ESPORTS: ['Esports'],
  COCKFIGHT: ['Cockfight'],
  ELOTT: ['Lottery'],
  LOTT: ['Lottery'],
};

export const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
const SLOT_LINES = [1, 5, 9, 10, 20, 25, 40, 50, 243, 1024] as const;

const SLOT_FIRST = [
  'Golden',
  'Lucky',
  'Mystic',
  'Wild',
  'Royal',
  "Dragon's",
  'Fortune',
  'Sweet',
  'Mega',
  'Jungle',
  "Pharaoh's",
  'Neon',
  'Crystal',
  'Panda',
  'Fire',
  'Frozen',
  'Thunder',
  'Treasure',
  'Samurai',
  'Aztec',
  'Viking',
  'Candy',
  'Fruit',
  'Diamond',
  'Cosmic',
  'Ocean',
  'Lion',
  'Tiger',
  'Phoenix',
  'Jade',
  'Midnight',
  'Sakura',
  'Buffalo',
  'Gold Rush',
  'Ninja',
];
const SLOT_SECOND = [
  'Riches',
  'Temple',
  'Spins',
  'Gems',
  'Empire',
  'Quest',
  'Bonanza',
  'Fortune',
  'Legends',
  'Reels',
  'Gold',
  'Dreams',
  'Heist',
  'Journey',
  'Kingdom',
  'Festival',
  'Blast',
  'Rush',
  'Party',
  'Wilds',
  'Jackpot',
  'Express',
  'Tales',
  'Vault',
];
const CRASH_NAMES = [
  'Aviator Rush',
  'Rocket Up',
  'Space Blast',
  'Balloon Pop',
  'Crash Cosmos',
  'Jet Lucky',
  'Turbo Mines',
  'Plinko Drop',
  'Limbo Rider',
  'Hi-Lo Crash',
  'Goal Rush',
  'Dice Burst',
  'Moon Launch',
  'Hot Air Crash',
  'Mines Deluxe',
  'Keno Crash',
];
const LIVE_TABLES: [string, string][] = [
  ['Baccarat', 'Baccarat'],
  ['Speed Baccarat', 'Baccarat'],
  ['No Commission Baccarat', 'Baccarat'],
  ['Squeeze Baccarat', 'Baccarat'],
  ['Lightning Roulette', 'Roulette'],
  ['Auto Roulette', 'Roulette'],
  ['Immersive Roulette', 'Roulette'],
  ['Blackjack VIP', 'Blackjack'],
  ['Infinite Blackjack', 'Blackjack'],
  ['Sic Bo Deluxe', 'Sic Bo'],
  ['Super Sic Bo', 'Sic Bo'],
  ['Dragon Tiger', 'Dragon Tiger'],
];
const GAMESHOW_NAMES = [
  'Wheel of Wonders',
  'Money Drop Live',
  'Deal or Dice',
  'Lucky Ball Show',
  'Fortune Flip Live',
  'Treasure Island Live',
  'Cash Hunt Show',
  'Coin Toss Live',
  'Mega Wheel Party',
  'Dream Catcher Live',
];
const FISH_NAMES = [
  'Ocean King',
  'Fishing God',
  'Dragon Fishing',
  'Mega Fishing',
  'Jackpot Fishing',
  'Shark Hunter',
  'Golden Toad',
  'Happy Fishing',
  'Bomb Fishing',
  'Deep Sea Party',
  'Mermaid Hunt',
  'All-star Fishing',
  'Boom Legend',
  'Dinosaur Tycoon',
  'Royal Fishing',
  'Fishing War',
];
const TABLE_NAMES: [string, string][] = [
  ["Texas Hold'em", 'Poker'],
  ['Teen Patti', 'Cards'],
  ['Andar Bahar', 'Cards'],
  ['Blackjack Classic', 'Table'],
  ['Mini Baccarat', 'Table'],
  ['Sic Bo Dice', 'Table'],
  ['Pai Gow', 'Table'],
  ['Heads Up Poker', 'Poker'],
  ['Dragon Tiger Duel', 'Cards'],
  ['Rummy', 'Cards'],
  ['Ludo Royale', 'Table'],
  ['Pusoy', 'Cards'],
  ['Tongits', 'Cards'],
  ['Mahjong Duel', 'Table'],
  ['Omaha Poker', 'Poker'],
  ['Thai Hi-Lo', 'Table'],
];
const BINGO_NAMES = [
  'Bingo 75',
  'Bingo 90',
  'Lucky Bingo',
  'Pachinko Bingo',
  'Bingo Rush',
  'Carnival Bingo',
  'Bingo Stars',
  'Turbo Bingo',
  'Bingo Fiesta',
  'Golden Bingo',
  'Space Bingo',
  'Bingo Beach',
];
const SPORTS_NAMES: Record<string, [string, string][]> = {
  SBX: [
    ['SportBet Sportsbook', 'Sportsbook'],
    ['Virtual Football', 'Virtual'],
    ['Virtual Basketball', 'Virtual'],
  ],
  SAB: [
    ['Saber Sportsbook', 'Sportsbook'],
    ['Saber Virtual Sports', 'Virtual'],
  ],
  TFX: [
    ['TF Esports', 'Esports'],
    ['TF Battle Arena', 'Esports'],
    ['TF Legends League', 'Esports'],
  ],
  CF88: [
    ['CF88 Derby Live', 'Cockfight'],
    ['CF88 Sabong Arena', 'Cockfight'],
  ],
};

interface LotterySeed {
  name: string;
  code: string;
  group: string;
  mode: string;
}
/** Lottery games by vendor; `mode` is the lottoMode (Entertainment ones play as 'ent'). */
export const LOTTERIES: Record<string, LotterySeed[]> = {
  TCG_LOTTO_VN: [
    { name: 'Mien Bac', code: 'VN_NORTH', group: '101', mode: 'Tradition' },
    { name: 'Mien Nam', code: 'VN_SOUTH', group: '101', mode: 'Tradition' },
    { name: 'Mien Trung', code: 'VN_CENTRAL', group: '101', mode: 'Tradition' },
    { name: 'Ha Noi VIP', code: 'VN_HNVIP', group: '102', mode: 'Tradition,Entertainment' },
    { name: 'Sieu Toc 45 Giay', code: 'VN_ST45', group: '103', mode: 'Entertainment' },
    { name: 'Sieu Toc 1 Phut', code: 'VN_ST60', group: '103', mode: 'Entertainment' },
    { name: 'Xo So 3 Phut', code: 'VN_XS3', group: '103', mode: 'Tradition,Entertainment' },
    { name: 'Keno Viet', code: 'VN_KENO', group: '104', mode: 'Tradition' },
    { name: 'Numero VN', code: 'VN_NUMERO', group: '105', mode: 'Tradition' },
  ],
  LOTT: [
    { name: 'Lotto 6/45', code: 'LT_645', group: '201', mode: 'Tradition' },
    { name: 'Lotto 6/55', code: 'LT_655', group: '201', mode: 'Tradition' },
    { name: 'Daily 3D', code: 'LT_3D', group: '202', mode: 'Tradition' },
    { name: 'Daily 4D', code: 'LT_4D', group: '202', mode: 'Tradition' },
    { name: 'Fast 3', code: 'LT_F3', group: '203', mode: 'Tradition,Entertainment' },
    { name: 'Keno 80', code: 'LT_KENO', group: '204', mode: 'Tradition' },
    { name: 'Pick 10', code: 'LT_P10', group: '204', mode: 'Entertainment' },
    { name: 'Numero', code: 'LT_NUMERO', group: '205', mode: 'Tradition' },
  ],
  TCG_SEA: [
    { name: 'Thai Government Lottery', code: 'SEA_TH', group: '301', mode: 'Tradition' },
    { name: 'Lao Lottery', code: 'SEA_LA', group: '301', mode: 'Tradition' },
    { name: 'Malaysia 4D', code: 'SEA_MY4D', group: '302', mode: 'Tradition' },
    { name: 'Singapore 4D', code: 'SEA_SG4D', group: '302', mode: 'Tradition' },
    { name: 'Magnum 4D', code: 'SEA_MAG', group: '302', mode: 'Tradition' },
    { name: 'Toto 4D', code: 'SEA_TOTO', group: '302', mode: 'Tradition' },
    { name: 'Sabah 88', code: 'SEA_SABAH', group: '303', mode: 'Tradition,Entertainment' },
    { name: 'Cambo Lottery', code: 'SEA_KH', group: '303', mode: 'Tradition' },
  ],
  ELOTT: [
    { name: 'Speed Lotto 1 Min', code: 'EL_SPEED1', group: '401', mode: 'Entertainment' },
    { name: 'Speed Keno', code: 'EL_KENO', group: '401', mode: 'Entertainment' },
    { name: 'Fast PK10', code: 'EL_PK10', group: '402', mode: 'Entertainment' },
    { name: 'Lucky Racing', code: 'EL_RACE', group: '402', mode: 'Entertainment' },
    { name: 'Lotto Sic Bo', code: 'EL_SICBO', group: '403', mode: 'Tradition,Entertainment' },
    { name: 'Lotto Dragon Tiger', code: 'EL_DT', group: '403', mode: 'Entertainment' },
    { name: 'E-Fast 3', code: 'EL_F3', group: '404', mode: 'Tradition' },
    { name: 'E-Lotto 5', code: 'EL_L5', group: '404', mode: 'Tradition' },
  ],
};

export const gameIconUrl = (nodeId: number) => `/assets-api/img/games/${nodeId}.svg`;
export const gameLargeIconUrl = (nodeId: number) => `/assets-api/img/games/${nodeId}-l.svg`;

/** Splits a vendor's game count over its types: the main type takes the rest. */
function typePlan(vendor: VendorSeed): { type: PrimaryType; count: number }[] {
  const [main, ...others] = vendor.types;
  if (!main) return [];
  const share = others.length ? Math.max(4, Math.floor(vendor.gameCount * 0.15)) : 0;
  const plan = others.map((type) => ({ type, count: type === 'GAMESHOW' ? Math.max(share, 8) : share }));
  const used = plan.reduce((sum, p) => sum + p.count, 0);
  return [{ type: main, count: vendor.gameCount - used }, ...plan];
}

function uniqueName(taken: Set<string>, make: (attempt: number) => string): string {
  for (let attempt = 0; attempt < 500; attempt++) {
    const name = make(attempt);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error('Could not make a unique game name');
}

/** Builds the whole catalogue. Pure and deterministic. */
export function generateGames(vendors: readonly VendorSeed[] = VENDORS, seed = SEED): GameSeed[] {
  const random = createRandom(seed);
  const games: GameSeed[] = [];
  let nextId = FIRST_NODE_ID;

  const push = (
    vendor: VendorSeed,
    fields: Omit<
      GameSeed,
      | 'nodeId'
      | 'vassalage'
      | 'vendorCode'
      | 'iconUrl'
      | 'largeIconUrl'
      | 'sortWeight'
      | 'hotRank'
      | 'gameId'
      | 'nodeName'
      | 'isGameH5'
      | 'gameCount'
    > & { gameId?: string },
  ) => {
    const nodeId = nextId++;
    const code = `${vendor.vendorCode}-${String(nodeId).padStart(5, '0')}`;
    games.push({
      ...fields,
      nodeId,
      nodeName: fields.gameName,
      vassalage: vendor.vassalage,
      vendorCode: vendor.vendorCode,
      gameId: fields.gameId ?? code,
      isGameH5: '1',
      gameCount: 0,
      hotRank: null,
      sortWeight: random.int(1, 1000),
      iconUrl: gameIconUrl(nodeId),
      largeIconUrl: gameLargeIconUrl(nodeId),
    });
  };

  for (const vendor of vendors) {
    const taken = new Set<string>();
    const freePlay = vendor.freePlay ? 0 : 1;
    if (LOTTERIES[vendor.vassalage]) {
      const electronic = vendor.types.includes('ELOTT');
      for (const lottery of LOTTERIES[vendor.vassalage] ?? []) {
        push(vendor, {
          gameName: lottery.name,
          gameType: electronic ? 'ELOTT' : 'LOTT',
          gameClassify: 'Lottery',
          gameClassifyNew: 'Lottery',
          gameCategory: electronic ? 'TCG_SEA' : 'LOTT',
          gameCode: lottery.code,
          gameId: lottery.code,
          gameGroupId: lottery.group,
          lottoMode: lottery.mode,
          supportPlay: 1,
          minBet: 1,
          minLine: 1,
          isNew: random.chance(0.15),
          categories: electronic ? ['ELOTT', 'TCG_SEA'] : ['LOTT'],
        });
      }
      continue;
    }
    if (SPORTS_NAMES[vendor.vassalage]) {
      const type = vendor.types[0] ?? 'SPORTS';
      for (const [name, classify] of SPORTS_NAMES[vendor.vassalage] ?? []) {
        push(vendor, {
          gameName: name,
          gameType: type,
          gameClassify: classify,
          gameClassifyNew: classify,
          gameCategory: type,
          gameCode: name.replace(/\W+/g, '_').toUpperCase(),
          gameGroupId: '',
          lottoMode: '',
          supportPlay: 1,
          minBet: 1,
          minLine: 1,
          isNew: false,
          categories: [type],
        });
      }
      continue;
    }
    for (const { type, count } of typePlan(vendor)) {
      for (let i = 0; i < count; i++) {
        const base = {
          gameGroupId: '',
          lottoMode: '',
          gameCode: '',
          isNew: false,
          minLine: 1,
          minBet: 1,
          supportPlay: freePlay as 0 | 1,
        };
        if (type === 'RNG') {
          const tags = vendor.slotTags ?? [];
          const crash = tags.includes('CRASH') && (vendor.types.length === 1 && tags.length === 1 ? true : i % 6 === 0);
          const megaway = !crash && tags.includes('MEGAWAY') && i % 4 === 1;
          const featureBuy = !crash && tags.includes('FEATUREBUY') && i % 3 === 0;
          const bonus = !crash && tags.includes('BONUSGAME') && i % 5 === 2;
          const isNew = random.chance(0.12);
          const name = crash
            ? uniqueName(taken, (n) => `${random.pick(CRASH_NAMES)}${n > 10 ? ` ${n}` : ''}`)
            : uniqueName(
                taken,
                (n) =>
                  `${random.pick(SLOT_FIRST)} ${random.pick(SLOT_SECOND)}${megaway ? ' Megaways' : ''}${n > 20 ? ` ${n}` : ''}`,
              );
          const classify = crash ? 'Crash' : random.pick(['Slots', 'Video Slots', 'Classic', 'Jackpot', 'Arcade']);
          const classifyNew = crash ? 'Crash,Arcade' : classify === 'Jackpot' ? 'Slots,Jackpot' : classify;
          const categories = ['RNG'];
          if (crash) categories.push('CRASH');
          if (megaway) categories.push('MEGAWAY');
          if (featureBuy) categories.push('FEATUREBUY');
          if (bonus) categories.push('BONUSGAME');
          if (isNew) categories.push('NEW');
          push(vendor, {
            ...base,
            gameName: name,
            gameType: 'RNG',
            gameClassify: classify,
            gameClassifyNew: classifyNew,
            gameCategory: 'RNG',
            gameCode: name.replace(/\W+/g, '_').toUpperCase(),
            minBet: random.pick(MIN_BETS),
            minLine: megaway ? 117649 : crash ? 1 : random.pick(SLOT_LINES),
            isNew,
            categories,
          });
        } else if (type === 'LIVE') {
          const [table, classify] = LIVE_TABLES[i % LIVE_TABLES.length] ?? ['Baccarat', 'Baccarat'];
          const name = uniqueName(taken, (n) => `${table} ${String.fromCharCode(65 + ((i + n) % 26))}`);
          const isNew = random.chance(0.08);
          push(vendor, {
            ...base,
            gameName: name,
            gameType: 'LIVE',
            gameClassify: classify,
            gameClassifyNew: classify,
            gameCategory: 'LIVE',
            gameCode: name.replace(/\W+/g, '_').toUpperCase(),
            minBet: random.pick([1, 5, 10]),
            supportPlay: 1,
            isNew,
            categories: isNew ? ['LIVE', 'NEW'] : ['LIVE'],
          });
        } else if (type === 'GAMESHOW') {
          const name = uniqueName(taken, (n) => `${random.pick(GAMESHOW_NAMES)}${n > 5 ? ` ${n}` : ''}`);
          push(vendor, {
            ...base,
            gameName: name,
            gameType: 'GAMESHOW',
            gameClassify: 'Game Show',
            gameClassifyNew: 'Game Show',
            gameCategory: 'LIVE',
            gameCode: name.replace(/\W+/g, '_').toUpperCase(),
            minBet: random.pick([0.1, 0.5, 1]),
            supportPlay: 1,
            categories: ['GAMESHOW', 'LIVE'],
          });
        } else if (type === 'FISH') {
          const name = uniqueName(taken, (n) => `${random.pick(FISH_NAMES)}${n > 8 ? ` ${n}` : ''}`);
          const classify = random.chance(0.75) ? 'Fishing' : 'Arcade';
          const isNew = random.chance(0.1);
          push(vendor, {
            ...base,
            gameName: name,
            gameType: 'FISH',
            gameClassify: classify,
            gameClassifyNew: classify,
            gameCategory: 'FISH',
            gameCode: name.replace(/\W+/g, '_').toUpperCase(),
            minBet: random.pick([0.01, 0.1, 0.5]),
            isNew,
            categories: isNew ? ['FISH', 'NEW'] : ['FISH'],
          });
        } else if (type === 'TG') {
          const [table, classify] = TABLE_NAMES[i % TABLE_NAMES.length] ?? ['Poker', 'Poker'];
          const name = uniqueName(taken, (n) => (n === 0 ? table : `${table} ${n + 1}`));
          push(vendor, {
            ...base,
            gameName: name,
            gameType: 'TG',
            gameClassify: classify,
            gameClassifyNew: classify,
            gameCategory: 'TG',
            gameCode: name.replace(/\W+/g, '_').toUpperCase(),
            minBet: random.pick([0.1, 0.5, 1]),
            categories: ['TG'],
          });
        } else if (type === 'BG') {
          const bingo = BINGO_NAMES[i % BINGO_NAMES.length] ?? 'Bingo';
          const name = uniqueName(taken, (n) => (n === 0 ? bingo : `${bingo} ${n + 1}`));
          push(vendor, {
            ...base,
            gameName: name,
            gameType: 'BG',
            gameClassify: 'Bingo',
            gameClassifyNew: 'Bingo',
            gameCategory: 'BG',
            gameCode: name.replace(/\W+/g, '_').toUpperCase(),
            minBet: random.pick([0.1, 0.5, 1]),
            categories: ['BG'],
          });
        }
      }
    }
  }

  // Hot games: a stable pick of 30 slots, live tables and fish games.
  const hotPool = games.filter((g) => ['RNG', 'LIVE', 'FISH', 'GAMESHOW'].includes(g.gameType));
  const hot = new Set<number>();
  while (hot.size < Math.min(30, hotPool.length)) hot.add(random.int(0, hotPool.length - 1));
  let rank = 1;
  for (const index of hot) {
    const game = hotPool[index];
    if (game) game.hotRank = rank++;
  }

  // Provider entries (spec §3 isGameH5 VASSALAGE): one per vendor with slots, leading to /m/gameList.
  for (const vendor of vendors) {
    if (!vendor.types.includes('RNG')) continue;
    const nodeId = nextId++;
    games.push({
      nodeId,
      gameName: vendor.displayName,
      nodeName: vendor.displayName,
      vassalage: vendor.vassalage,
      vendorCode: vendor.vendorCode,
      gameType: 'PROVIDER',
      gameClassify: 'RNG',
      gameClassifyNew: 'RNG',
      gameCategory: 'RNG',
      gameId: vendor.vassalage,
      gameCode: vendor.vassalage,
      gameGroupId: '',
      lottoMode: '',
      supportPlay: 1,
      isGameH5: 'VASSALAGE',
      gameCount: games.filter((g) => g.vassalage === vendor.vassalage && g.gameType === 'RNG').length,
      minBet: 0,
      minLine: 0,
      isNew: false,
      hotRank: null,
      sortWeight: 0,
      categories: ['PROVIDER'],
      iconUrl: vendorLogoUrl(vendor.vassalage),
      largeIconUrl: vendorLogoUrl(vendor.vassalage),
    });
  }
  return games;
}

/** Demo winner names (masked when served). */
const WINNER_NAMES = [
  'minh88',
  'lucky_joe',
  'somchai7',
  'ayu2024',
  'rafael.br',
  'kenta99',
  'jisoo77',
  'arjun_k',
  'demo',
  'nguyen_v',
  'budi_s',
  'maria.p',
  'wei_long',
  'tanaka3',
  'priya21',
  'lucas_rj',
];

export interface WinnerSeed {
  nodeId: number;
  customerName: string;
  winAmount: string;
  minutesAgo: number;
}

/** Winner-board entries that reference real games (slots, fish, live, game shows, table games). */
export function generateWinners(games: readonly GameSeed[], count = 40, seed = SEED + 7): WinnerSeed[] {
  const random = createRandom(seed);
  const pool = games.filter((g) => ['RNG', 'FISH', 'LIVE', 'GAMESHOW', 'TG'].includes(g.gameType));
  const out: WinnerSeed[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const game = random.pick(pool);
    const amount = random.int(500, 250_000) + random.int(0, 99) / 100;
    out.push({
      nodeId: game.nodeId,
      customerName: random.pick(WINNER_NAMES),
      winAmount: amount.toFixed(2),
      minutesAgo: random.int(1, 60 * 24),
    });
  }
  return out;
}
