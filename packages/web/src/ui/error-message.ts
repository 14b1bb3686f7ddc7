import { ApiError, NetworkError, SessionExpiredError, TimeoutError } from '@mch/sdk';
import type { Translate } from '../i18n';

/**
 * What to tell the user about a failure: the catalogue text for the SDK's network, timeout and session errors,
 * the server's message for an ApiError (or its code), the error's own message otherwise, and a generic text when there is none.
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof NetworkError) return t('error.network');
  if (error instanceof TimeoutError) return t('error.timeout');
  if (error instanceof SessionExpiredError) return t('error.sessionExpired');
  if (error instanceof ApiError)
    return error.serverMessage?.trim() || t('error.requestFailed', { code: error.code });
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return t('error.unknown');
}
