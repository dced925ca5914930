import type { CustomerServiceEntry } from '../shell/site-config';

/**
 * Customer-service entries (spec §3 "Customer service entry": csType CS, WHATSAPP, LIVECHAT; server type '3' is the
 * service link), as the site uses them once their paths are decrypted.
 */
export type { CustomerServiceEntry };

/** The csType values the site reads. */
export const CS_TYPES = { cs: 'CS', whatsapp: 'WHATSAPP', liveChat: 'LIVECHAT', serviceLink: '3' } as const;

/** The path of the first entry of `csType` that has one, else null. */
export function pathOf(entries: readonly CustomerServiceEntry[], csType: string): string | null {
  return entries.find((e) => e.csType === csType && e.path)?.path ?? null;
}

/**
 * Where "customer service" leads (the drawer shortcut, the invite entry's chat, the contact-service message): the
 * server's service link (type '3'), else the CS entry.
 */
export function serviceLinkOf(entries: readonly CustomerServiceEntry[]): string | null {
  return pathOf(entries, CS_TYPES.serviceLink) ?? pathOf(entries, CS_TYPES.cs);
}
