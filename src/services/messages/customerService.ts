import type { CustomerServiceEntry } from '../../domain/messages/customerService';
import { call } from '../shell/http';
import type { DecryptionFailure } from './customerServiceCrypto';

/**
 * Customer service (spec §3, §7 `/wps/system/customerService`: `value.version.pathList` of `{ type, path }`). Paths
 * arrive AES-GCM encrypted and are decrypted in the page (customerServiceCrypto.ts).
 */

export type { DecryptionFailure };

/** §7 customer service: the entries with their paths decrypted. */
export async function fetchCustomerService(
  onFailure: DecryptionFailure,
  signal?: AbortSignal,
): Promise<CustomerServiceEntry[]> {
  const value = await call<unknown>('/wps/system/customerService', { signal });
  const { decryptServiceList } = await import('./customerServiceCrypto');
  return decryptServiceList(value, onFailure);
}
