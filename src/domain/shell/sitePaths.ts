/** Paths of spec §2 "Routes" that the server needs to know as well as the app's route table. */

/** Home and its aliases. */
export const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;

/** The lobby of one category (query gameCategory, gameType, gameClassify). */
export const GAME_LOBBY_PATH = '/m/gameLobbyCenter';
