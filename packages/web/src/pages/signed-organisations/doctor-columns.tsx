import type { PlatformDoctor } from '@mch/sdk';
import type { LocalTranslate } from '../../i18n/define-messages';
import type { PagedTableColumn } from '../../ui/paged-table';
import type { orgMessages } from './messages';

type OrgKey = typeof orgMessages extends { en: Record<infer K, unknown> } ? K & string : never;

/** The columns of a doctor table (the unit number only where doctors of several units are listed). */
export function doctorColumns(
  t: LocalTranslate<OrgKey>,
  withUnit: boolean,
): PagedTableColumn<PlatformDoctor>[] {
  const columns: PagedTableColumn<PlatformDoctor>[] = [
    { key: 'name', title: t('doctorName'), field: 'name', shorten: 12 },
    { key: 'title', title: t('doctorTitle'), field: 'title', shorten: 10 },
    { key: 'office', title: t('office'), render: (d) => d.officeName ?? t('noOffice') },
    { key: 'mobile', title: t('mobile'), field: 'mobile', width: 140 },
  ];
  if (withUnit) columns.push({ key: 'unitId', title: t('unitId'), field: 'unitId', width: 110 });
  return columns;
}
