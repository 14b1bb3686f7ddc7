import { Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  filterOrgs,
  type OrgListFilter,
  pageOfList,
  SIGNED_FILTERS,
  type SignedFilter,
  type SignedOrg,
  signedOrgQueries,
  TOP_ORG_PARENT_ID,
} from '@mch/sdk';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { Amount } from '../../ui/amount';
import { EmptyState } from '../../ui/empty-state';
import { notify } from '../../ui/notify';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { unitTypeName } from '../../ui/unit-type-name';
import { orgMessages } from './messages';
import { OrgDetailModal } from './org-detail-modal';
import { OrgFormModal, type OrgFormTarget, type ParentUnit } from './org-form-modal';
import { SignedBadge } from './signed-badge';
import { UnitStaffModal } from './unit-staff-modal';

const EMPTY_FILTER = { text: '', signed: 'all' as SignedFilter };

/** Props of OrgList. */
export interface OrgListProps {
  active: boolean;
  /** The province the area choice of the form starts from. */
  province: string | null;
}

/**
 * The organisations level by level: the top level first, then the sub-units of the organisation the user opens
 * (a trail of the levels above leads back), filtered by text and signed state, paged; details, create, edit, and
 * the offices and doctors of a unit.
 */
export function OrgList({ active, province }: OrgListProps) {
  const t = useMessages(orgMessages);
  const common = useT();
  const wb = useWorkbench();
  const queryClient = useQueryClient();
  const paging = usePaging();
  const [trail, setTrail] = useState<ParentUnit[]>([]);
  const [typed, setTyped] = useState(EMPTY_FILTER);
  const [filter, setFilter] = useState<OrgListFilter>(EMPTY_FILTER);
  const [shownId, setShownId] = useState<number | null>(null);
  const [editing, setEditing] = useState<OrgFormTarget | null>(null);
  const [staffOf, setStaffOf] = useState<ParentUnit | null>(null);
  const parent = trail.at(-1) ?? null;
  const parentId = parent?.id ?? TOP_ORG_PARENT_ID;

  const children = useQuery({
    ...signedOrgQueries.children(wb, parentId),
    enabled: active,
  });
  const matching = filterOrgs(children.data, filter);
  const page = pageOfList(matching, paging);

  // Going down a level or back up takes away the button pressed (its row, or the trail's link): the focus goes to
  // the level now shown, the trail's last name, which a screen reader reads as the current level.
  const level = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    level.current?.focus();
  }, [trail]);
  const goTo = (next: ParentUnit[]) => {
    moved.current = true;
    setTrail(next);
    setTyped(EMPTY_FILTER);
    setFilter(EMPTY_FILTER);
    paging.reset();
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter(typed);
    paging.reset();
  };
  const saved = (org: SignedOrg) => {
    setEditing(null);
    notify({ color: 'green', message: ({ messages }) => messages(orgMessages)('saved', { name: org.name }) });
    void queryClient.invalidateQueries({ queryKey: signedOrgQueries.all });
  };

  const columns: PagedTableColumn<SignedOrg>[] = [
    { key: 'name', title: t('name'), field: 'name', shorten: 18 },
    { key: 'area', title: t('area'), field: 'areaName', shorten: 8, width: 110 },
    {
      key: 'unitType',
      title: t('unitType'),
      width: 110,
      render: (o) => unitTypeName(common, o.unitType) ?? '-',
    },
    { key: 'contact', title: t('contactName'), field: 'contactName', shorten: 6, width: 90 },
    { key: 'signed', title: t('signed'), width: 100, render: (o) => <SignedBadge signed={o.signed} /> },
    {
      key: 'children',
      title: t('children'),
      align: 'right',
      width: 96,
      nowrap: true,
      render: (o) => <Amount value={o.childCount} />,
    },
    {
      key: 'actions',
      title: common('common.actions'),
      width: 300,
      render: (o) => (
        <Group gap={2} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setShownId(o.id)}
            aria-label={t('detailsOf', { name: o.name })}
          >
            {common('common.details')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setEditing({ kind: 'edit', orgId: o.id, parent })}
            aria-label={t('editOf', { name: o.name })}
          >
            {common('common.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => goTo([...trail, { id: o.id, name: o.name, areaCode: o.areaCode }])}
            aria-label={t('childrenOf', { name: o.name })}
          >
            {t('children')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setStaffOf({ id: o.id, name: o.name })}
            aria-label={t('staffOf', { name: o.name })}
          >
            {t('staff')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Group component="nav" aria-label={t('levels')} gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          {[{ id: TOP_ORG_PARENT_ID, name: t('topLevel') }, ...trail].map((unit, index, all) => (
            <Group key={unit.id} gap={6} wrap="nowrap">
              {index > 0 && (
                <Text c="dimmed" aria-hidden>
                  /
                </Text>
              )}
              {index === all.length - 1 ? (
                <Text ref={level} tabIndex={-1} fw={600} aria-current="page" lineClamp={1} maw={360}>
                  {unit.name}
                </Text>
              ) : (
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => goTo(trail.slice(0, index))}
                  lineClamp={1}
                  maw={260}
                >
                  {unit.name}
                </Anchor>
              )}
            </Group>
          ))}
        </Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ kind: 'create', parent })}
          aria-label={parent ? t('newOrgUnder', { name: parent.name }) : t('newOrg')}
          style={{ flexShrink: 0 }}
        >
          {t('newOrg')}
        </Button>
      </Group>
      <form onSubmit={search} aria-label={t('filters')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={typed.text}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setTyped((current) => ({ ...current, text }));
            }}
            w={260}
            maxLength={100}
          />
          <Select
            label={t('signedFilter')}
            data={SIGNED_FILTERS.map((s) => ({ value: s, label: t(`signed.${s}`) }))}
            value={typed.signed}
            onChange={(value) =>
              setTyped((current) => ({ ...current, signed: (value ?? 'all') as SignedFilter }))
            }
            allowDeselect={false}
            w={140}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {common('common.search')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setTyped(EMPTY_FILTER);
              setFilter(EMPTY_FILTER);
              paging.reset();
            }}
          >
            {common('common.reset')}
          </Button>
        </Group>
      </form>
      <PagedTable
        label={parent ? t('tableOf', { name: parent.name }) : t('table')}
        columns={columns}
        rows={children.data ? page.records : undefined}
        rowKey="id"
        total={page.total}
        page={page.pageIndex}
        pageSize={page.pageSize}
        onPageChange={paging.onPageChange}
        loading={children.isFetching}
        error={children.isError ? children.error : undefined}
        onRetry={() => void children.refetch()}
        empty={<EmptyState title={t('empty')} py="lg" />}
      />
      <OrgDetailModal orgId={shownId} onClose={() => setShownId(null)} />
      <OrgFormModal target={editing} province={province} onClose={() => setEditing(null)} onSaved={saved} />
      <UnitStaffModal unit={staffOf} onClose={() => setStaffOf(null)} />
    </Stack>
  );
}
