import { Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { signedOrgQueries } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { Amount } from '../../ui/amount';
import { DetailTable } from '../../ui/detail-table';
import { ErrorPanel } from '../../ui/error-panel';
import { unitTypeName } from '../../ui/unit-type-name';
import { orgMessages } from './messages';
import { SignedBadge } from './signed-badge';

/** Props of OrgDetailModal. */
export interface OrgDetailModalProps {
  /** The organisation to show; null closes the dialog. */
  orgId: number | null;
  onClose: () => void;
}

/** An organisation's detail and its parent unit, read from the backend, in the detail table. */
export function OrgDetailModal({ orgId, onClose }: OrgDetailModalProps) {
  const t = useMessages(orgMessages);
  const common = useT();
  return (
    <Modal
      opened={orgId !== null}
      onClose={onClose}
      title={t('detailTitle')}
      size={960}
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      {orgId !== null && <OrgDetail orgId={orgId} />}
    </Modal>
  );
}

function OrgDetail({ orgId }: { orgId: number }) {
  const t = useMessages(orgMessages);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const detail = useQuery({
    ...signedOrgQueries.detail(wb, orgId),
  });
  const parent = useQuery({
    ...signedOrgQueries.parentUnit(wb, orgId),
  });
  if (detail.isError) {
    return (
      <ErrorPanel title={t('detailFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  if (!detail.data) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {common('common.loading')}
        </Text>
      </Group>
    );
  }
  const org = detail.data;
  let parentValue: ReactNode;
  if (parent.isError) parentValue = t('parentFailed');
  else if (parent.data === undefined) parentValue = common('common.loading');
  else parentValue = parent.data ? parent.data.name : t('noParent');
  return (
    <Stack gap="md">
      <DetailTable
        items={[
          { key: 'name', label: t('name'), value: org.name, span: 16 },
          { key: 'shortName', label: t('shortName'), value: org.shortName },
          { key: 'parent', label: t('parentUnit'), value: parentValue, span: 16 },
          { key: 'unitType', label: t('unitType'), value: unitTypeName(common, org.unitType) },
          {
            key: 'area',
            label: t('area'),
            value: org.areaName ? `${org.areaName} (${org.areaCode})` : org.areaCode,
          },
          { key: 'signed', label: t('signed'), value: <SignedBadge signed={org.signed} /> },
          { key: 'children', label: t('children'), value: <Amount value={org.childCount} /> },
          { key: 'address', label: t('address'), value: org.address, span: 24 },
          { key: 'contactName', label: t('contactName'), value: org.contactName },
          { key: 'contactMobile', label: t('contactMobile'), value: org.contactMobile },
          { key: 'created', label: t('createTime'), value: format.dateTime(org.createTime) },
        ]}
      />
    </Stack>
  );
}
