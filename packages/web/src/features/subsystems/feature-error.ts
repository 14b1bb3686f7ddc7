import { isMessageKey, type Translate } from '../../i18n';
import { errorMessage } from '../../ui/error-message';

/**
 * What a failed block tells the user: the catalogue text of an SDK error that carries a message key (a failed
 * token exchange says 'syncing user info failed'), otherwise the usual error message.
 */
export function featureErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof Error && 'messageKey' in error) {
    const key: unknown = error.messageKey;
    if (typeof key === 'string' && isMessageKey(key)) return t(key);
  }
  return errorMessage(error, t);
}
