import {
  type EvaluationErrorKey,
  type EvaluationFieldError,
  type PatientSexKey,
  type SignupErrorKey,
  type SignupSearchMessageKey,
  SYNC_ERROR_MESSAGE_KEY,
  VALIDATION_MESSAGE_KEYS,
  type ValidationMessageKey,
  type WarningMessageKey,
} from '@mch/sdk';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from './en';
import { isMessageKey } from './translate';

/**
 * The SDK shows no UI: it returns message keys, and the app's catalogues must have a text for every one of them.
 * This assignment does not compile when the SDK returns a key the catalogues lack.
 */
type SdkMessageKey =
  | ValidationMessageKey
  | WarningMessageKey
  | EvaluationErrorKey
  | EvaluationFieldError
  | PatientSexKey
  | SignupErrorKey
  | SignupSearchMessageKey
  | typeof SYNC_ERROR_MESSAGE_KEY;
const sdkKeysAreMessageKeys = (key: SdkMessageKey): MessageKey => key;

describe('message keys returned by the SDK', () => {
  it('all have texts in the catalogues', () => {
    const runtimeKeys: SdkMessageKey[] = [...Object.values(VALIDATION_MESSAGE_KEYS), SYNC_ERROR_MESSAGE_KEY];
    for (const key of runtimeKeys) expect(isMessageKey(sdkKeysAreMessageKeys(key)), key).toBe(true);
  });
});
