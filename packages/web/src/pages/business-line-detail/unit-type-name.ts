import { unitTypeOf } from '@mch/sdk';
import { useCallback } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { lineMessages } from './messages';

/**
 * Names a unit type code in the current language: the kind of unit the SDK's `unitTypeOf` gives it, 'Type 7' for a
 * code that is no kind of unit, null for none (the detail table shows its placeholder).
 */
export function useUnitTypeName(): (code: number | null | undefined) => string | null {
  const t = useMessages(lineMessages);
  return useCallback(
    (code) => {
      if (code === null || code === undefined) return null;
      const type = unitTypeOf(code);
      return type ? t(`unitType_${type}`) : t('unitTypeOther', { type: code });
    },
    [t],
  );
}
