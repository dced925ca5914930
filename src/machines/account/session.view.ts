import type { SnapshotFrom } from 'xstate';
import type { MemberInfo, SessionInfo, Wallet } from '../../domain/account/login';
import { type PasswordChangeReason, passwordChangeOf } from '../../domain/account/passwordChange';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** A session exists (member or trial). */
export const selectIsLoggedIn = (s: SessionSnapshot): boolean => s.matches('loggedIn');

/** The member type (§3): member info when loaded, else the session info's type; null for a visitor. */
export const selectMemberType = (s: SessionSnapshot): number | null =>
  s.matches('loggedIn') ? (s.context.member?.type ?? s.context.info?.type ?? null) : null;

export const selectMember = (s: SessionSnapshot): MemberInfo | null => s.context.member;

export const selectWallet = (s: SessionSnapshot): Wallet | null => s.context.wallet;

export const selectWalletLoading = (s: SessionSnapshot): boolean => s.matches({ loggedIn: { wallet: 'loading' } });

export const selectSessionInfo = (s: SessionSnapshot): SessionInfo | null => s.context.info;

export const selectToken = (s: SessionSnapshot): string | null => s.context.token;

/** The user name to show: member account, else the session's user name. */
export const selectUserName = (s: SessionSnapshot): string =>
  s.context.member?.account ?? s.context.info?.userName ?? '';

/** The session began with a password login (§3's "session PSW held"): change password hides its old-password field. */
export const selectPasswordLogin = (s: SessionSnapshot): boolean => s.context.passwordLogin;

export const selectLoggingOut = (s: SessionSnapshot): boolean => s.matches({ loggedIn: { logout: 'loggingOut' } });

export const selectStartingFreePlay = (s: SessionSnapshot): boolean => s.matches('startingFreePlay');

/** The balance shows as asterisks (§2 hide/show), for home's top bar and member home alike. */
export const selectBalanceHidden = (s: SessionSnapshot): boolean => s.context.balanceHidden;
/** A forced password change is pending (issue 15): from the login answer, or member info after a reload. */
export const selectPasswordChange = (s: SessionSnapshot): PasswordChangeReason | null =>
  s.matches('loggedIn') ? (s.context.info?.passwordChange ?? passwordChangeOf(s.context.member?.passwordChange)) : null;
