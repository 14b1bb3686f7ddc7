import { unitTypeOf } from '@mch/sdk';
import { useCallback } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { lineMessages } from './messages';

/** Names a unit type code in the current language ('-' stays for an unknown code via the detail table). */
export function useUnitTypeName(): (code: number | null | undefined) => string | null {
  const t = useMessages(lineMessages);
  return useCallback(
    (code) => {
      const type = unitTypeOf(code);
      return type ? t(`unitType_${type}`) : code === null || code === undefined ? null : String(code);
    },
    [t],
  );
}
