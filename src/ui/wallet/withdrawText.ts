import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from '../../domain/account/validation';
import { messageText } from './depositText';

/** A form message in the player's language: a translation key with parameters, or the server's own text. */
export function useWalletMessage(): (message: ValidationMessage | null | undefined) => string | null {
  const { t } = useTranslation();
  return (message) => messageText(t, message);
}
