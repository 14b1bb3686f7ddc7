import {
  AccountSwitchedError,
  ApiError,
  isGatewayFailure,
  NetworkError,
  NotSentError,
  SessionExpiredError,
  TimeoutError,
  warningMessageKey,
} from '@mch/sdk';
import type { Translate } from '../i18n';

/**
 * What to tell the user about a failure: the catalogue text for the SDK's network, timeout and session errors,
 * the server's message for an ApiError (else what happened in the policy's words: an unreadable answer, an HTTP
 * error with its status; or its code), the error's own message otherwise, and a generic text when there is none.
 */
export function errorMessage(error: unknown, t: Translate): string {
  // A change not sent because a check before it failed: why the check failed.
  if (error instanceof NotSentError) return errorMessage(error.reason, t);
  if (error instanceof NetworkError) return t('error.network');
  if (error instanceof TimeoutError) return t('error.timeout');
  if (error instanceof SessionExpiredError) return t('error.sessionExpired');
  // A call not sent because another account signed in elsewhere: the account-switch dialog asks to reload.
  if (error instanceof AccountSwitchedError) return t('error.accountSwitched');
  // A gateway's 502/503/504: the backend could not be reached (the policy tells it as a network failure too); the
  // status stays for the support desk.
  if (isGatewayFailure(error)) {
    return t('error.httpStatus', {
      message: t(error.status === 504 ? 'error.timeout' : 'error.network'),
      status: String(error.status),
    });
  }
  if (error instanceof ApiError) {
    const said = error.serverMessage?.trim();
    if (said) return said;
    // No message of the server's: say what happened in words (the words of the policy's warning, the SDK's
    // `warningMessageKey`), with the HTTP status for the support desk; a refusal with only a code names it.
    const key = warningMessageKey(error);
    if (key === 'error.malformed') return t(key);
    if (key === 'error.http') return t('error.httpStatus', { message: t(key), status: String(error.status) });
    return t('error.requestFailed', { code: error.code });
  }
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return t('error.unknown');
}
