import type { LobOrganisation } from '@mch/sdk';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { DetailModal } from '../../ui/detail-modal';
import { unitTypeName } from '../../ui/unit-type-name';
import { lineMessages } from './messages';
import { SignedState } from './signed-state';

/** Props of OrgDetailModal. */
export interface OrgDetailModalProps {
  /** The organisation to show (null: closed). */
  organisation: LobOrganisation | null;
  onClose: () => void;
}

/** Every field of an organisation of the line, in the detail table, in a dialog. */
export function OrgDetailModal({ organisation, onClose }: OrgDetailModalProps) {
  const t = useMessages(lineMessages);
  const common = useT();
  const format = useFormat();
  return (
    <DetailModal
      item={organisation}
      title={t('orgDetailsTitle')}
      onClose={onClose}
      items={(org) => [
        { key: 'name', label: t('orgName'), value: org.name, span: 24 },
        { key: 'shortName', label: t('shortName'), value: org.shortName },
        { key: 'id', label: t('orgId'), value: org.id },
        { key: 'parentId', label: t('parentOrg'), value: org.parentId },
        { key: 'area', label: t('area'), value: org.areaName },
        { key: 'areaCode', label: t('areaCode'), value: org.areaCode },
        { key: 'unitType', label: t('unitType'), value: unitTypeName(common, org.unitType) },
        { key: 'contact', label: t('contact'), value: org.contactName },
        { key: 'mobile', label: t('contactMobile'), value: org.contactMobile },
        {
          key: 'signed',
          label: t('signed'),
          value: <SignedState signed={org.signed} />,
        },
        { key: 'childCount', label: t('childCount'), value: format.number(org.childCount) },
        { key: 'createTime', label: t('createTime'), value: format.dateTime(org.createTime) },
        { key: 'address', label: t('address'), value: org.address, span: 24 },
      ]}
    />
  );
}
