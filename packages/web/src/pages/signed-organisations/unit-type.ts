import { unitTypeOf } from '@mch/sdk';
import type { LocalTranslate } from '../../i18n/define-messages';
import type { orgMessages } from './messages';

type OrgKey = typeof orgMessages extends { en: Record<infer K, unknown> } ? K & string : never;

/**
 * The name of a unit type code: the kind of unit the SDK's `unitTypeOf` gives it, in this page's words; 'Type 7'
 * for a code that is no kind of unit; '-' for none.
 */
export function unitTypeName(t: LocalTranslate<OrgKey>, type: number | null | undefined): string {
  if (type === null || type === undefined) return '-';
  const kind = unitTypeOf(type);
  return kind ? t(`unitType_${kind}`) : t('unitTypeOther', { type });
}
