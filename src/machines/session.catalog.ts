import type { CatalogEntry } from './catalog-types';

const answer = { token: 'tok-1', userName: 'alice', type: 0, firstTimeLogin: false };

/** Catalog data of the session machine (catalog.ts adds the machine itself). */
export const sessionCatalog: Omit<CatalogEntry, 'machine'> = {
  title: 'Session',
  purpose:
    'The visit’s session (spec §3, §4): login sets the token, logout runs confirm → loading → call → clear → home, ' +
    'free play starts a trial session, and a "not logged in" answer ends the session with its message (§8).',
  fixtures: {
    events: [
      { type: 'LOGGED_IN', answer, password: 'secret1' },
      { type: 'LOGOUT' },
      { type: 'LOGOUT_CONFIRM' },
      { type: 'LOGOUT_CANCEL' },
      { type: 'REFRESH_WALLET' },
      { type: 'REFRESH_MEMBER' },
      { type: 'FREE_PLAY' },
      { type: 'SESSION_ENDED', message: 'The account has been logged out, please log in again' },
      { type: 'PASSWORD_CHANGED' },
    ],
    outputs: {
      trialLogin: [{ token: 'trial-1', userName: 'guest1', customerType: 4 }],
      fetchMember: [{ id: 1, type: 0, nickname: 'Alice', account: 'alice' }],
      fetchWallet: [{ sumBalance: 10, currencySymbol: '$' }],
      logoutCall: [undefined],
    },
    unreachable: [
      {
        target: 'session.restoring -> always #1',
        reason:
          'The branch to loggedIn is taken only when session storage already holds MC_SESSION_INFO at start; ' +
          'covered by src/machines/session.machine.test.ts ("restores the token").',
      },
    ],
  },
};
