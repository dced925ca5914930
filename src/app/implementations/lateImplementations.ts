import { browserImplementations } from './browser';

/**
 * Areas whose implementations load with their screens instead of with the first page: the wallet's calls are only
 * needed once a player opens a wallet screen, and home's first load has a size budget. The route table awaits this
 * before the screen renders, so every screen actor still finds its implementations in the root's map.
 */
export async function loadWalletImplementations(): Promise<void> {
  const { walletImplementations } = await import('./wallet');
  for (const [id, provide] of walletImplementations) browserImplementations.set(id, provide);
}

/** The member centre's implementations, loaded with its screens (member home, VIP, rewards, leaderboard, ...). */
export async function loadMemberImplementations(): Promise<void> {
  const { memberImplementations } = await import('./member');
  for (const [id, provide] of memberImplementations) browserImplementations.set(id, provide);
}

/** Player protection's implementations, loaded with its screens and with the protection host once a member logs in. */
export async function loadProtectionImplementations(): Promise<void> {
  const { protectionImplementations } = await import('./protection');
  for (const [id, provide] of protectionImplementations) browserImplementations.set(id, provide);
}
