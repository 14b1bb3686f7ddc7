import { unitTypeOf } from '@mch/sdk';
import type { Translate } from '../i18n';

/**
 * The name of a unit type code in the current language, the same on every screen: the kind of unit the SDK's
 * `unitTypeOf` gives it ('Township or community'), 'Type 7' for a code that is no kind of unit, null for none.
 */
export function unitTypeName(t: Translate, code: number | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  const kind = unitTypeOf(code);
  return kind ? t(`unitType.${kind}`) : t('unitType.other', { type: code });
}
