import { ApiError, NetworkError, SessionExpiredError, TimeoutError } from '@mch/sdk';
import type { Translate } from '../i18n';

/**
 * What to tell the user about a failure: the catalogue text for the SDK's network, timeout and session errors,
 * the server's message for an ApiError (else what happened in words: an unreadable answer, a server error with its
 * HTTP status; or its code), the error's own message otherwise, and a generic text when there is none.
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof NetworkError) return t('error.network');
  if (error instanceof TimeoutError) return t('error.timeout');
  if (error instanceof SessionExpiredError) return t('error.sessionExpired');
  if (error instanceof ApiError) {
    const said = error.serverMessage?.trim();
    if (said) return said;
    // No message of the server's: say what happened in words, with the HTTP status for the support desk.
    if (error.code === 'MALFORMED_BODY') return t('error.malformed');
    if (/^HTTP_\d{3}$/.test(String(error.code)))
      return t('error.httpStatus', {
        message: error.status >= 500 ? t('error.server') : t('error.http'),
        status: String(error.status),
      });
    return t('error.requestFailed', { code: error.code });
  }
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return t('error.unknown');
}
