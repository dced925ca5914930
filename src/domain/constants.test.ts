import { describe, expect, it } from 'vitest';
import {
  GAME_CLIENT_TYPE,
  GAME_PLATFORM,
  GATEWAY,
  IOS_APP_MIN_VERSION,
  JACKPOT,
  LEGAL_AGE,
  LOADING_MS,
  LOTTERY_VENDORS,
  MIN_BET_OPTIONS,
  PAGE_SIZE,
  REGISTER_METHODS,
  THEME_COLOURS,
  TOAST_MS,
  UPLOAD,
} from './constants';

/** The values of spec §9 "Business constants and limits", read from its table. */
describe('business constants (spec §9)', () => {
  it('times toasts and loading indicators as the table says', () => {
    expect(TOAST_MS).toEqual({
      notice: 1500,
      smsSent: 1500,
      info: 2000,
      freeAccount: 2000,
      short: 3000,
      long: 8000,
      iosSettings: 4000,
      invitationError: 1000,
      savedPassword: 1000,
    });
    expect(LOADING_MS).toEqual({
      removeFavourite: 1000,
      addFavourite: 2000,
      changePassword: 10_000,
      feedback: 10_000,
      longWait: 9_999_000,
      pleaseWait: 2500,
    });
  });

  it('lists the options, codes and vendors of the table', () => {
    expect(MIN_BET_OPTIONS).toEqual(['', '0.01', '0.05', '0.1', '0.5', '0.75']);
    expect(GATEWAY).toEqual({ WEB: 1, MOBILE: 3 });
    expect(GAME_CLIENT_TYPE).toBe(2);
    expect(GAME_PLATFORM).toBe('html5');
    expect(PAGE_SIZE).toEqual({ lobby: 9, favourites: 24, home: 20 });
    expect(REGISTER_METHODS).toEqual(['APP', 'H5', 'PWA', 'WEBCLIP']);
    expect(LOTTERY_VENDORS).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']);
    expect(IOS_APP_MIN_VERSION).toBe('12.4');
    expect(LEGAL_AGE).toBe(18);
  });

  it('bounds the jackpot counter and uploads', () => {
    expect(JACKPOT).toEqual({
      startMin: 20_000_000,
      startMax: 21_000_000,
      stepMin: 100,
      stepMax: 500,
      intervalsMs: [3000, 4000, 5000],
    });
    expect(UPLOAD).toEqual({
      types: ['image/png', 'image/jpeg'],
      maxBytes: 5 * 1024 * 1024,
      maxImages: 3,
      commentMax: 140,
    });
    expect(UPLOAD.maxBytes).toBe(5_242_880);
  });

  it('has a dark and a light theme, each with its browser bar colour', () => {
    expect(Object.keys(THEME_COLOURS)).toEqual(['dark', 'light']);
    for (const colour of Object.values(THEME_COLOURS)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(THEME_COLOURS.dark).not.toBe(THEME_COLOURS.light);
  });
});
