import {
  Box,
  Button,
  Group,
  Input,
  Loader,
  LoadingOverlay,
  NativeSelect,
  Pagination,
  Table,
  type TableProps,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { displayValue, jumpTarget, pageCount, TABLE_PAGE_SIZES } from '@mch/sdk';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useFormat, useT } from '../i18n';
import { EmptyState } from './empty-state';
import { ErrorPanel } from './error-panel';
import type { Paging } from './paging';
import { ShortText } from './short-text';

/** One column of a PagedTable. */
export interface PagedTableColumn<T> {
  /** Stable identity of the column; also the row field shown when there is neither `field` nor `render`. */
  key: string;
  /** The header. */
  title: ReactNode;
  /** The row field to show (text or number; '-' when empty). */
  field?: keyof T & string;
  /** Renders the cell (wins over `field`). */
  render?: (row: T, index: number) => ReactNode;
  /** Shortens the field's text to this many characters with a tooltip of the full text (`true`: 10). */
  shorten?: number | true;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Keeps the header and the cells on one line (a person's name, a short place name: a break inside reads wrong). */
  nowrap?: boolean;
}

/** Props of PagedTable. */
export interface PagedTableProps<T> extends Omit<TableProps, 'data' | 'children'> {
  columns: readonly PagedTableColumn<T>[];
  /** The rows of the current page (undefined while nothing has loaded yet). */
  rows: readonly T[] | undefined;
  /** The stable key of a row: a field name or a function. */
  rowKey: (keyof T & string) | ((row: T) => string | number);
  /** Rows in all pages together. */
  total: number;
  page: number;
  pageSize: number;
  /** Called with the new page and size (see `usePaging`). */
  onPageChange: (next: Paging) => void;
  /** A request is in flight. */
  loading?: boolean;
  /** The last request failed: shown with its message instead of the rows. */
  error?: unknown;
  /** Shows a retry button with the error. */
  onRetry?: () => void;
  /** The table's accessible name. */
  label: string;
  /** Shown when there are no rows ('No data' by default). */
  empty?: ReactNode;
  /** The page sizes offered (10, 20, 30, 40, 50 by default). */
  pageSizes?: readonly number[];
  /**
   * What the total counts (a list's applied filter): while a request fails, the pager keeps the pages of the last
   * answer for the same one only. A failed search for something else has no pages to offer.
   */
  counting?: string;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

function cellValue<T>(row: T, column: PagedTableColumn<T>, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const raw = (row as Record<string, unknown>)[column.field ?? column.key];
  const value =
    typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'bigint' || typeof raw === 'boolean'
      ? raw
      : null;
  if (column.shorten && typeof value === 'string' && value.trim() !== '') {
    return <ShortText text={value} max={column.shorten === true ? undefined : column.shorten} />;
  }
  return displayValue(value);
}

function keyOf<T>(row: T, rowKey: PagedTableProps<T>['rowKey']): string | number {
  if (typeof rowKey === 'function') return rowKey(row);
  const value = (row as Record<string, unknown>)[rowKey];
  return typeof value === 'number' ? value : String(value);
}

function PageJumper({ pages, onJump }: { pages: number; onJump: (page: number) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const jump = () => {
    const page = jumpTarget(text, pages);
    if (page === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setText('');
    onJump(page);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      jump();
    }
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="label" htmlFor={id} size="sm">
        {t('pagination.jumpTo')}
      </Text>
      <Input
        id={id}
        size="xs"
        w={64}
        inputMode="numeric"
        aria-label={t('pagination.jumpLabel')}
        error={invalid}
        // The box states its own aria attributes: Mantine's would replace this description with none (the message
        // is beside the box, not an input wrapper's error).
        withAria={false}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      <Button size="xs" variant="default" onClick={jump}>
        {t('pagination.go')}
      </Button>
      {invalid && (
        <Text id={`${id}-error`} size="xs" c="red" role="alert">
          {t('pagination.invalidPage', { max: pages })}
        </Text>
      )}
    </Group>
  );
}

/**
 * A Mantine table of one page of rows, with loading, empty and error states, a pager (page sizes 10-50 and a
 * quick jumper) and the total count. Paging is controlled: keep it with `usePaging` and pass it to the query.
 */
export function PagedTable<T>({
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  onPageChange,
  loading = false,
  error,
  onRetry,
  label,
  empty,
  pageSizes = TABLE_PAGE_SIZES,
  counting,
  ...tableProps
}: PagedTableProps<T>) {
  const t = useT();
  const format = useFormat();
  const failed = error !== undefined && error !== null;
  // The total of the last answer: a page that failed has none, and the pager keeps the pages it had, so the user
  // can go back to one that worked (the count is not claimed again until an answer brings it).
  // The page is the one whose rows are shown, for the pager's announcement (the last page's rows stay while the
  // next page loads).
  const [known, setKnown] = useState({ total, counting, page });
  // Only an answer counts: while a request is on its way, the total shown may still be the last list's.
  if (!failed && !loading && (total !== known.total || counting !== known.counting || page !== known.page))
    setKnown({ total, counting, page });
  const pages = pageCount(failed ? (known.counting === counting ? known.total : 0) : total, pageSize);
  // A press on Previous, Next, First or Last that reached the first or last page disables the pressed control under
  // the focus: the focus moves to the page now shown (it fell to the page's panel, with no ring, and the next Tab
  // went back to the filters at the top).
  const pager = useRef<HTMLDivElement>(null);
  const pagedByControl = useRef(false);
  useLayoutEffect(() => {
    if (!pagedByControl.current) return;
    pagedByControl.current = false;
    const active = document.activeElement;
    const stillOnAControl =
      active instanceof HTMLButtonElement && !active.disabled && pager.current?.contains(active);
    if (!stillOnAControl) pager.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  const list = rows ?? [];
  const waitingForFirstRows = loading && list.length === 0;
  // The last rows of the last page were removed (deleted here, or by someone else): the page is past the end, so
  // the table goes to the new last page instead of saying there are no rows beside a total that says there are.
  const pastTheEnd = !failed && !loading && list.length === 0 && total > 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd) onPageChange({ page: pages, pageSize });
  }, [pastTheEnd, pages, pageSize, onPageChange]);

  let body: ReactNode;
  if (failed) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <ErrorPanel title={t('error.loadFailed')} error={error} onRetry={onRetry} my="sm" />
        </Table.Td>
      </Table.Tr>
    );
  } else if (waitingForFirstRows) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Group justify="center" gap="xs" py="xl">
            <Loader size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('common.loading')}
            </Text>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  } else if (list.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>{empty ?? <EmptyState py="lg" />}</Table.Td>
      </Table.Tr>
    );
  } else {
    body = list.map((row, index) => (
      <Table.Tr key={keyOf(row, rowKey)}>
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align} style={column.nowrap ? NOWRAP : undefined}>
            {cellValue(row, column, index)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Box>
      <Box pos="relative">
        <LoadingOverlay
          visible={loading && !waitingForFirstRows && !failed}
          zIndex={2}
          loaderProps={{ size: 'sm' }}
        />
        <Table.ScrollContainer minWidth={0}>
          <Table
            striped
            highlightOnHover
            withTableBorder
            aria-label={label}
            aria-busy={loading || undefined}
            {...tableProps}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    w={column.width}
                    ta={column.align}
                    scope="col"
                    style={column.nowrap ? NOWRAP : undefined}
                  >
                    {column.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Group
        component="nav"
        aria-label={t('pagination.labelOf', { table: label })}
        justify="flex-end"
        gap="md"
        mt="sm"
        wrap="nowrap"
      >
        <Text size="sm" c="dimmed" aria-live="polite">
          {/* The count picks the plural; the total is shown grouped, like every amount (SPEC.md §2.6). No count is
              claimed while the first rows load, nor for a page that failed. */}
          {failed || waitingForFirstRows
            ? null
            : t('pagination.total', { count: total, total: format.number(total) })}
        </Text>
        {/* The page shown, for a screen reader, once its rows are in: the pager shows it, but nothing was said when
            the page changed (the total stays the same). */}
        <VisuallyHidden aria-live="polite" aria-atomic data-pager-status="">
          {failed || waitingForFirstRows || pages < 2
            ? null
            : t('pagination.shownPage', {
                page: format.number(Math.min(known.page, pages)),
                pages: format.number(pages),
              })}
        </VisuallyHidden>
        <Pagination
          ref={pager}
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onClickCapture={(event) => {
            if (event.target instanceof Element && event.target.closest('[data-pager-control]'))
              pagedByControl.current = true;
          }}
          onChange={(next) => onPageChange({ page: next, pageSize })}
          // Page numbers are grouped like every other count (page 12,346 of a long log).
          getItemProps={(n) => ({
            'aria-label': t('pagination.page', { page: format.number(n) }),
            children: format.number(n),
          })}
          getControlProps={(control) => ({
            'aria-label': t(`pagination.${control}`),
            'data-pager-control': '',
          })}
        />
        <NativeSelect
          size="xs"
          aria-label={t('pagination.pageSizeLabel')}
          value={String(pageSize)}
          onChange={(event) => onPageChange({ page: 1, pageSize: Number(event.currentTarget.value) })}
          data={pageSizes.map((size) => ({ value: String(size), label: t('pagination.pageSize', { size }) }))}
        />
        <PageJumper pages={pages} onJump={(next) => onPageChange({ page: next, pageSize })} />
      </Group>
    </Box>
  );
}
