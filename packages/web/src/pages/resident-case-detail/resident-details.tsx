import type { AreaName, EnumerationMap, Resident, ResidentCodedField } from '@mch/sdk';
import { residentEnumerationNames } from '@mch/sdk';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { type DetailItem, DetailTable } from '../../ui/detail-table';
import { InlineFailure } from './inline-failure';
import { InlineLoading } from './inline-loading';
import { residentDetailMessages } from './messages';

/** Where a piece of the record stands: loading, failed (with a retry) or there. */
export type Loadable<T> =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; data: T };

/** Props of ResidentDetails. */
export interface ResidentDetailsProps {
  resident: Resident;
  enumerations: Loadable<EnumerationMap>;
  areas: Loadable<AreaName[]>;
}

/**
 * The resident's details in the detail table: the coded fields by name (a small spinner while the names load,
 * '-' when they failed or are unknown) and the area as the names of its regions, province first.
 */
export function ResidentDetails({ resident, enumerations, areas }: ResidentDetailsProps) {
  const t = useMessages(residentDetailMessages);
  const format = useFormat();
  const names = residentEnumerationNames(
    resident,
    enumerations.status === 'success' ? enumerations.data : undefined,
  );
  const coded = (field: ResidentCodedField): ReactNode =>
    enumerations.status === 'pending' ? <InlineLoading label={t('loadingNames')} /> : names[field];

  let area: ReactNode;
  if (areas.status === 'pending') area = <InlineLoading label={t('loadingNames')} />;
  else if (areas.status === 'error')
    area = <InlineFailure onRetry={areas.retry}>{`${resident.areaCode} · ${t('areaFailed')}`}</InlineFailure>;
  else area = areas.data.map((a) => a.name).join(' / ');

  const items: DetailItem[] = [
    { key: 'name', label: t('name'), value: resident.name },
    { key: 'idCard', label: t('idCard'), value: resident.idCard },
    { key: 'sex', label: t('sex'), value: coded('sex') },
    { key: 'birthday', label: t('birthday'), value: format.date(resident.birthday) },
    { key: 'mobile', label: t('mobile'), value: resident.mobile },
    { key: 'nation', label: t('nation'), value: coded('nation') },
    { key: 'maritalStatus', label: t('maritalStatus'), value: coded('maritalStatus') },
    { key: 'education', label: t('education'), value: coded('education') },
    { key: 'occupation', label: t('occupation'), value: coded('occupation') },
    { key: 'bloodType', label: t('bloodType'), value: coded('bloodType') },
    { key: 'rhBloodType', label: t('rhBloodType'), value: coded('rhBloodType') },
    { key: 'residenceType', label: t('residenceType'), value: coded('residenceType') },
    { key: 'insuranceType', label: t('insuranceType'), value: coded('insuranceType') },
    { key: 'area', label: t('area'), value: area, span: 16 },
    { key: 'address', label: t('address'), value: resident.address, span: 24 },
  ];
  return <DetailTable items={items} />;
}
