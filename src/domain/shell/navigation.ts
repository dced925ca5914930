/** Navigation rules of spec §2 (header back, swipe) and the entry rules of §4/§6 for guarded destinations. */

import { isAgent, isRealMember, TRIAL_TYPE } from '../account/member';
import { BACK_SWIPE_PX } from '../constants';
import { pathTo } from './paths';

/** A horizontal swipe to the right of more than 100 px counts as back (§2); mostly vertical moves do not. */
export function isBackSwipe(dx: number, dy: number): boolean {
  return dx > BACK_SWIPE_PX && Math.abs(dy) < dx / 2;
}

/** What a tap on a guarded entry leads to. `null` member type means a visitor. */
export type EntryDecision =
  | { kind: 'go'; path: string }
  | { kind: 'login' }
  | { kind: 'refuse'; messageKey: string }
  | { kind: 'registerPrompt' }
  | { kind: 'chat' }
  /** The login popup over the current screen; once logged in the visit goes on to `continueTo`. */
  | { kind: 'loginPopup'; continueTo: string };

/** Deposit (§4): visitors log in first; types other than 0, 1, 2 are refused. */
export function depositEntry(type: number | null): EntryDecision {
  if (type === null) return { kind: 'login' };
  if (!isRealMember(type)) return { kind: 'refuse', messageKey: 'errors.depositRefused' };
  return { kind: 'go', path: pathTo('voucherCenter') };
}

/**
 * Withdraw, inbox and live chat are for real accounts (§6): a visitor logs in first; a trial member is refused, from
 * withdraw with the deposit's text (issue 14: "Please login an actual account to use this function"), from the inbox
 * and chat with free_reject.
 */
export function realMemberEntry(type: number | null, path: string): EntryDecision {
  if (type === null) return { kind: 'login' };
  if (!isRealMember(type)) {
    return { kind: 'refuse', messageKey: path === pathTo('withdraw') ? 'errors.depositRefused' : 'errors.free_reject' };
  }
  return { kind: 'go', path };
}

/** Member centre (§4): a guest logs in; a type-4 member is invited to register. */
export function memberCentreEntry(type: number | null): EntryDecision {
  if (type === null) return { kind: 'login' };
  if (type === TRIAL_TYPE) return { kind: 'registerPrompt' };
  return { kind: 'go', path: pathTo('memberHome') };
}

/** Invite entry (§4): agents go to agent registration; players to invite friends when REFERRAL is on; else chat. */
export function inviteEntry(type: number | null, referralOn: boolean): EntryDecision {
  if (isAgent(type)) return { kind: 'go', path: pathTo('agentRegister') };
  if (referralOn) return { kind: 'go', path: pathTo('inviteFriends') };
  return { kind: 'chat' };
}

/** Reward centre (§4): needs flag REWCEN3, else a 'contact service' message. */
export function rewardCentreEntry(rewardsOn: boolean): EntryDecision {
  return rewardsOn
    ? { kind: 'go', path: pathTo('rewardCenter') }
    : { kind: 'refuse', messageKey: 'errors.contact_service' };
}

/**
 * A home shortcut tile (§2: refer-and-win, bonus/reward, VIP) tapped by a visitor: its destination is in the member
 * area, so the login popup opens over home and the destination follows the login. What leads nowhere for a visitor
 * to log in for (the service chat, the contact-service message) stays as it is.
 */
export function homeShortcutEntry(type: number | null, decision: EntryDecision): EntryDecision {
  if (type === null && decision.kind === 'go') return { kind: 'loginPopup', continueTo: decision.path };
  return decision;
}
