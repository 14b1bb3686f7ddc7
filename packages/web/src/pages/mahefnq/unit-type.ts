import type { LocalTranslate } from '../../i18n/define-messages';
import type { orgMessages } from './messages';

type OrgKey = typeof orgMessages extends { en: Record<infer K, unknown> } ? K & string : never;

const KNOWN = {
  1: 'unitType.1',
  2: 'unitType.2',
  3: 'unitType.3',
  4: 'unitType.4',
  5: 'unitType.5',
} as const;

/** The name of a unit type ('Type 7' for a type the app does not know). */
export function unitTypeName(t: LocalTranslate<OrgKey>, type: number | null | undefined): string {
  if (type === null || type === undefined) return '-';
  const key = (KNOWN as Record<number, OrgKey | undefined>)[type];
  return key ? t(key) : t('unitTypeOther', { type });
}
