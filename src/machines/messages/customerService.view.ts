import { CS_TYPES, type CustomerServiceEntry, pathOf, serviceLinkOf } from '../../domain/messages/customerService';

/** What screens read of the customer-service actor (systemId `customerService`). */
interface CustomerServiceSnapshot {
  context: { data: CustomerServiceEntry[] };
}

/** The CS entry's link: the floating service icon on home shows only with it (§2) and opens it. */
export const selectCsLink = (s: CustomerServiceSnapshot): string | null => pathOf(s.context.data, CS_TYPES.cs);

export const selectWhatsAppLink = (s: CustomerServiceSnapshot): string | null =>
  pathOf(s.context.data, CS_TYPES.whatsapp);

export const selectLiveChatLink = (s: CustomerServiceSnapshot): string | null =>
  pathOf(s.context.data, CS_TYPES.liveChat);

/**
 * The service link (server type '3', else the CS entry): the drawer's customer-service shortcut, the invite entry's
 * chat and the contact-service message.
 */
export const selectServiceLink = (s: CustomerServiceSnapshot): string | null => serviceLinkOf(s.context.data);
