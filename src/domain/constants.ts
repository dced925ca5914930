/** Business constants and limits of spec §9, in one place so every machine and screen cites the same value. */

/** §9 Toasts. */
export const TOAST_MS = {
  notice: 1500,
  smsSent: 1500,
  info: 2000,
  freeAccount: 2000,
  short: 3000,
  long: 8000,
  iosSettings: 4000,
  invitationError: 1000,
  savedPassword: 1000,
} as const;

/** §9 Loading indicators (a loading indicator always ends: these are its timeouts). */
export const LOADING_MS = {
  removeFavourite: 1000,
  addFavourite: 2000,
  changePassword: 10_000,
  feedback: 10_000,
  longWait: 9_999_000,
  pleaseWait: 2500,
} as const;

/** §9 Popup animations; dialogs ignore mask clicks for this long after opening. */
export const DIALOG_ANIMATION_MS = 200;
export const DIALOG_MASK_GUARD_MS = 300;
export const ANNOUNCEMENT_POPUP_DELAY_MS = 500;
export const AUTOPLAY_MS = 5000;

/** §9 Throttles and debounces. */
export const MARK_READ_THROTTLE_MS = 150;
export const UNREAD_THROTTLE_MS = 250;
export const HELP_RELOAD_DEBOUNCE_MS = 200;
export const LOGIN_REVALIDATE_DEBOUNCE_MS = 200;
export const LANGUAGE_RELOAD_DEBOUNCE_MS = 250;

/** §9 Chat launch delay; SMS countdown tick on the login screen. */
export const CHAT_LAUNCH_DELAY_MS = 500;
export const SMS_TICK_MS = 500;
/** §9 SMS countdown: 60 s per minute of validity; 1 minute with third-party verification. */
export const SMS_SECONDS_PER_MINUTE = 60;
export const SMS_THIRD_PARTY_MINUTES = 1;

/** §9 Route fade and back swipe. */
export const ROUTE_FADE_MS = 300;
export const BACK_SWIPE_PX = 100;

/** §9 Themes: dark (default) and light; the browser's bar colour of each (index.html's theme-color). */
export type Theme = 'dark' | 'light';
export const THEME_COLOURS: Record<Theme, string> = { dark: '#12141c', light: '#f4f5f9' };

/** §9 Marquee frame rate. */
export const MARQUEE_FPS = 30;

/** §9 Input limits. */
export const CAPTCHA_MAX_LENGTH = 6;
export const FEEDBACK_CAPTCHA_MAX_LENGTH = 16;
export const SMS_CODE_MAX_LENGTH = 10;
export const PHONE_MAX_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

/** §9 Unread badge cap: 99+. */
export const UNREAD_BADGE_CAP = 99;

/** §9 Page sizes. */
export const PAGE_SIZE = { lobby: 9, favourites: 24, home: 20 } as const;
export const WINNER_BOARD_LIMIT = 20;
/** The winner board scrolls only above this many entries, at this speed. */
export const WINNER_BOARD_SCROLL_MIN = 3;
export const WINNER_BOARD_SCROLL_SPEED = 1500;

/** §9 Balance decimals. */
export const BALANCE_DECIMALS = 2;

/** §9 Minimum bet options: all (empty), 0.01, 0.05, 0.1, 0.5, 0.75. */
export const MIN_BET_OPTIONS = ['', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** §9 Gateway codes and game client type. */
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;
export const GAME_CLIENT_TYPE = 2;
export const GAME_PLATFORM = 'html5';

/** §9 Jackpot counter. */
export const JACKPOT = {
  startMin: 20_000_000,
  startMax: 21_000_000,
  stepMin: 100,
  stepMax: 500,
  intervalsMs: [3000, 4000, 5000],
} as const;

/** §9 Age (some texts 21; the legal template takes the age as a parameter). */
export const LEGAL_AGE = 18;

/** §9 Upload limits. */
export const UPLOAD = { types: ['image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024, maxImages: 3, commentMax: 140 };

/** §9 iOS app minimum version. */
export const IOS_APP_MIN_VERSION = '12.4';

/** §9 Registration method values. */
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** §9 Special lottery vendors. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;

/** Timeouts of our own (not in the spec): no wait is endless. */
export const STATUS_SLOW_MS = 6000;
export const STATUS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Deposit (issue 14): back from the gateway's page, a deposit still pending is asked again every 2 s, 10 times at
 * most (the gateway's callback normally lands before the player does); then "check again" is the player's.
 */
export const DEPOSIT_POLL_MS = 2000;
export const DEPOSIT_POLL_LIMIT = 10;
/** §9 Page size of the player's recent deposits. */
export const DEPOSIT_PAGE_SIZE = 10;

/** Profile (issue 15 item 5): the code countdown of email and mobile binding ticks once a second. */
export const PROFILE_CODE_TICK_MS = 1000;

/**
 * Inactivity logout (issue 16 tool 5): the warning's countdown step; how often the page's activity (taps, keys,
 * scrolling, which make no call) is reported to the server at most; how long to wait before asking for the
 * settings again after a failed call.
 */
export const INACTIVITY_MS = { countdownStep: 1000, reportEvery: 60_000, settingsRetry: 30_000 } as const;
/** Reality checks (issue 16 tool 2): the session clock ticks once a second; the status is read again at most a minute apart. */
export const REALITY_CHECK_TICK_MS = 1000;
export const REALITY_CHECK_LOOK_MS = 60_000;
