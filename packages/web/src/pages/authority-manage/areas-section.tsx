import { Button, Group, ScrollArea, Text, TextInput } from '@mantine/core';
import {
  AREA_SEARCH_LIMIT,
  areaQueries,
  areaSearchMayBeCut,
  areaTreeRootCode,
  type CascaderOption,
  isRegionCode,
  pageOfList,
  regionParentCode,
} from '@mch/sdk';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useCurrentUser, useWorkbench } from '../../platform/workbench-context';
import { ErrorPanel } from '../../ui/error-panel';
import { LoadingLine } from '../../ui/loading-line';
import { OrgTree } from '../../ui/org-tree';
import { OrgTreeNameButton } from '../../ui/org-tree-name-button';
import { areaAdapter } from '../../ui/org-tree-queries';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { BrowsePanes } from './browse-panes';
import { type AuthorityMessageKey, authorityMessages } from './messages';

const LEVEL_KEYS: Readonly<Record<number, AuthorityMessageKey>> = {
  1: 'levelName1',
  2: 'levelName2',
  3: 'levelName3',
  4: 'levelName4',
  5: 'levelName5',
};

/**
 * The area dictionary of the main API: the tree of areas from the province of the user's unit, opened level by
 * level, and a search by area code or name whose results are paged; the picked area's details beside them.
 */
export function AreasSection({ active }: { active: boolean }) {
  const t = useMessages(authorityMessages);
  const wb = useWorkbench();
  const user = useCurrentUser();
  const rootCode = areaTreeRootCode(user.unitAreaCode);
  const roots = useQuery({ ...areaQueries.children(wb, rootCode, { source: 'main' }), enabled: active });
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const results = useQuery({ ...areaQueries.search(wb, text), enabled: active && text !== '' });
  const paging = usePaging();
  const [selected, setSelected] = useState<CascaderOption | null>(null);
  const [adapter] = useState(() => areaAdapter(wb));
  const levelName = (level: number) => {
    const key = LEVEL_KEYS[level];
    return key ? t(key) : String(level);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setText(input.trim());
    paging.reset();
  };
  const reset = () => {
    setInput('');
    setText('');
    paging.reset();
  };

  const columns: PagedTableColumn<CascaderOption>[] = [
    { key: 'value', title: t('areaCode'), field: 'value', width: 140 },
    {
      key: 'label',
      title: t('areaName'),
      render: (area) => <OrgTreeNameButton name={area.label} max={16} onClick={() => setSelected(area)} />,
    },
    { key: 'level', title: t('areaLevel'), render: (area) => levelName(area.level) },
  ];

  let body: ReactNode;
  if (text !== '') {
    const page = results.data ? pageOfList(results.data, paging) : undefined;
    const cut = results.data !== undefined && areaSearchMayBeCut(results.data.length);
    body = (
      <>
        {cut && (
          <Text size="sm" c="orange.9" role="status">
            {t('areaResultsCut', { limit: AREA_SEARCH_LIMIT })}
          </Text>
        )}
        <PagedTable
          label={t('areaResults', { text })}
          columns={columns}
          rows={page?.records}
          rowKey="value"
          total={page?.total ?? 0}
          page={page?.pageIndex ?? paging.page}
          pageSize={paging.pageSize}
          onPageChange={paging.onPageChange}
          loading={results.isFetching}
          error={results.isError && !results.data ? results.error : undefined}
          onRetry={() => results.refetch()}
        />
      </>
    );
  } else if (roots.data) {
    body = (
      <ScrollArea.Autosize mah={480} type="auto" offsetScrollbars>
        <OrgTree
          label={t('areaTreeLabel')}
          roots={roots.data}
          adapter={adapter}
          selectedId={selected?.value ?? null}
          onSelect={({ node }) => setSelected(node)}
          enabled={active}
        />
      </ScrollArea.Autosize>
    );
  } else if (roots.isError) {
    body = <ErrorPanel title={t('areaFailed')} error={roots.error} onRetry={() => roots.refetch()} />;
  } else {
    body = <LoadingLine py="md" />;
  }

  return (
    <BrowsePanes
      columns="minmax(0, 7fr) minmax(0, 5fr)"
      detailsTitle={t('areaDetails')}
      details={
        selected && [
          { key: 'name', label: t('areaName'), value: selected.label, span: 24 },
          { key: 'code', label: t('areaCode'), value: selected.value, span: 12 },
          {
            key: 'parent',
            label: t('areaParent'),
            // A code the server sends that names no region (a gap, all zeros) has no parent to show, and no throw.
            value: isRegionCode(selected.value) ? regionParentCode(selected.value) : null,
            span: 12,
          },
          { key: 'level', label: t('areaLevel'), value: levelName(selected.level), span: 12 },
          { key: 'leaf', label: t('areaLeaf'), value: selected.isLeaf ? t('no') : t('yes'), span: 12 },
        ]
      }
      nothingPicked={t('noAreaSelected')}
    >
      <Group component="form" role="search" align="flex-end" gap="xs" onSubmit={search} wrap="nowrap">
        <TextInput
          label={t('areaSearch')}
          placeholder={t('areaSearchPlaceholder')}
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('search')}
        </Button>
        <Button variant="default" onClick={reset}>
          {t('reset')}
        </Button>
      </Group>
      {body}
    </BrowsePanes>
  );
}
