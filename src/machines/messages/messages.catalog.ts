import type { CatalogEntry } from '../catalog-types';

/**
 * Catalog entries of the messages area (issue 13): the announcement popup, notices, the message centre with its
 * inbox, unread counts and live chat, the help centre and customer service. The content loaders for announcements
 * and the footer's help list are in the games catalog, where home uses them.
 */
export const messagesCatalog: CatalogEntry[] = [];
