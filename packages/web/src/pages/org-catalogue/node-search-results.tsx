import { type OrgTreeNode, pageOfList } from '@mch/sdk';
import { useMessages } from '../../i18n/define-messages';
import { OrgTreeNameButton } from '../../ui/org-tree-name-button';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { roleMessages } from './messages';

/** Props of NodeSearchResults. */
export interface NodeSearchResultsProps {
  /** The searched text. */
  name: string;
  nodes: readonly OrgTreeNode[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Shows a found node in the detail panel. */
  onOpen: (node: OrgTreeNode) => void;
}

/** The nodes of a business line found by name, paged; a name opens the node's details. */
export function NodeSearchResults({ name, nodes, loading, error, onRetry, onOpen }: NodeSearchResultsProps) {
  const t = useMessages(roleMessages);
  const paging = usePaging();
  const page = nodes ? pageOfList(nodes, paging) : undefined;
  const columns: PagedTableColumn<OrgTreeNode>[] = [
    {
      key: 'name',
      title: t('name'),
      render: (node) => <OrgTreeNameButton name={node.name} max={24} onClick={() => onOpen(node)} />,
    },
    { key: 'level', title: t('level'), field: 'level', width: 64 },
    {
      key: 'kind',
      title: t('kind'),
      width: 80,
      render: (node) => (node.unitId === null ? t('kindCatalogue') : t('kindUnit')),
    },
  ];
  return (
    <PagedTable
      label={t('resultsLabel', { name })}
      columns={columns}
      rows={page?.records}
      rowKey="id"
      total={page?.total ?? 0}
      page={page?.pageIndex ?? paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.onPageChange}
      loading={loading}
      error={error}
      onRetry={onRetry}
    />
  );
}
