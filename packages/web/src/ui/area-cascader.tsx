import { ActionIcon, Group, Loader, Select, Tooltip } from '@mantine/core';
import {
  type AreaSource,
  areaPath,
  areaQueries,
  type CascaderOption,
  type CascaderRoot,
  cascaderColumnOptions,
  cascaderRoot,
  DEFAULT_MAX_LEVEL,
  nextLevel,
} from '@mch/sdk';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '../i18n/define-messages';
import { useWorkbench } from '../platform/workbench-context';
import { areaCascaderMessages } from './area-cascader-messages';

/** Props of AreaCascader. */
export interface AreaCascaderProps {
  /** The accessible name of the cascader (each column is named '<label>: <level>'). */
  label: string;
  /** The chosen area (any level), or null for none. */
  value: string | null;
  /** Called with the newly chosen area; clearing a column chooses its parent (null at the first column). */
  onChange: (code: string | null) => void;
  /** The area the tree starts from: 43 or 53 (or their 12-digit codes) root it at that province. */
  initialArea?: string | null;
  /**
   * The province of `initialArea` itself can be chosen (an organisation's area, a provincial unit's): the first
   * column offers that province alone, and the next ones the areas below it. False by default (a filter, where no
   * area already means the whole province): the first column is then the level below the province.
   */
  provinceSelectable?: boolean;
  /** The deepest level offered (1 to 5, default 5). */
  maxLevel?: number;
  /** The backend the areas come from ('fds' by default, or 'main'). */
  source?: AreaSource;
  disabled?: boolean;
  /** Width of each column, in px (140 by default). */
  columnWidth?: number;
  /** False holds back every request (a hidden page); true by default. */
  enabled?: boolean;
  /** The form refused the choice (its error is shown by the wrapping field): the selects are marked invalid. */
  invalid?: boolean;
  /** The form needs a choice: each select says it is required (the wrapping field shows the asterisk). */
  required?: boolean;
  /**
   * The ids of the wrapping field's hint and error (space-separated), which describe the cascader's group (a select
   * cannot take them itself: Mantine sets each select's description from its own field).
   */
  describedBy?: string | undefined;
}

const LEVEL_KEYS = { 1: 'level.1', 2: 'level.2', 3: 'level.3', 4: 'level.4', 5: 'level.5' } as const;

interface ColumnProps {
  parent: string;
  /** The codes chosen in this column and the ones after it. */
  chosen: readonly string[];
  common: Required<Pick<AreaCascaderProps, 'label' | 'onChange' | 'maxLevel' | 'source' | 'columnWidth'>> & {
    describedBy: string | undefined;
    disabled: boolean;
    enabled: boolean;
    invalid: boolean;
    required: boolean;
    root: CascaderRoot;
  };
}

function AreaColumn({ parent, chosen, common }: ColumnProps) {
  const wb = useWorkbench();
  const t = useMessages(areaCascaderMessages);
  const level = nextLevel(parent);
  const selected = chosen[0] ?? null;
  // A column reads its areas when the user first opens it, or at once when it must show a chosen area.
  const [wanted, setWanted] = useState(false);
  const query = useQuery({
    ...areaQueries.children(wb, parent, { source: common.source, maxLevel: common.maxLevel }),
    enabled: common.enabled && (wanted || selected !== null) && level !== null && level <= common.maxLevel,
  });
  // The wrapping field's hint and error describe each select too (read with it, not only on entering the group).
  // Mantine writes a select's aria-describedby from its own field alone: the ids are added to what it wrote.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    const own = (element.getAttribute('aria-describedby') ?? '').split(' ');
    const ids = [...new Set([...own, ...(common.describedBy ?? '').split(' ')])].filter(Boolean);
    if (ids.length > 0) element.setAttribute('aria-describedby', ids.join(' '));
  });
  if (level === null || level > common.maxLevel) return null;
  const options: CascaderOption[] = cascaderColumnOptions(common.root, parent, query.data ?? []);
  const selectedOption = options.find((o) => o.value === selected);
  const levelName = t(LEVEL_KEYS[level]);
  const failed = query.isError;

  return (
    <>
      <Select
        ref={input}
        aria-label={t('fieldLabel', { label: common.label, level: levelName })}
        placeholder={levelName}
        w={common.columnWidth}
        size="sm"
        data={options.map((o) => ({ value: o.value, label: o.label }))}
        value={selectedOption ? selected : null}
        onChange={(next) => common.onChange(next ?? (parent === common.root.rootCode ? null : parent))}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('clear', { level: levelName }) }}
        // The clear button gives the focus back to its select (it goes with the value it cleared).
        onClear={() => input.current?.focus()}
        // Reached by Tab, a level does not open its list: it opened with nothing active, and Enter, meant to go on,
        // then cleared the level and the levels below it. Typing, ArrowDown or a click opens it; in the open list,
        // Enter on the chosen area (checked, and active as the list opens) steps back up a level, the keyboard's way
        // to stop the area higher (the pointer's is the clear button).
        openOnFocus={false}
        disabled={common.disabled}
        required={common.required}
        withAsterisk={false}
        // A column whose areas could not be read says so in its list too (not "no match"), as under the field.
        nothingFoundMessage={query.isFetching ? t('loading') : failed ? t('loadFailed') : t('nothingFound')}
        error={failed ? t('loadFailed') : common.invalid || undefined}
        rightSection={query.isFetching ? <Loader size={14} aria-hidden /> : undefined}
        // The list may be wider than the field, up to 360 px, and a longer name wraps in it; the chosen name the
        // field cuts shows whole on hover.
        comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-start' }}
        styles={{
          dropdown: { maxWidth: 360, minWidth: common.columnWidth },
          option: { overflowWrap: 'anywhere' },
        }}
        title={selectedOption?.label}
        onDropdownOpen={() => setWanted(true)}
        allowDeselect
      />
      {failed && (
        <Tooltip label={t('retry')}>
          <ActionIcon variant="subtle" aria-label={t('retry')} onClick={() => void query.refetch()}>
            <IconRefresh size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {selectedOption && !selectedOption.isLeaf && (
        <AreaColumn parent={selectedOption.value} chosen={chosen.slice(1)} common={common} />
      )}
    </>
  );
}

/**
 * The area cascader (SPEC.md §5): one searchable select per level, each loading its areas lazily when the level
 * above is chosen. Rooted at the province when the initial area is 43 or 53 (else at the country); depth limited by
 * `maxLevel` (default 5, the deepest level's areas are leaves); the choice may stop at any level.
 */
export function AreaCascader({
  label,
  value,
  onChange,
  initialArea = null,
  provinceSelectable = false,
  maxLevel = DEFAULT_MAX_LEVEL,
  source = 'fds',
  disabled = false,
  columnWidth = 140,
  enabled = true,
  invalid = false,
  required = false,
  describedBy,
}: AreaCascaderProps) {
  const root = useMemo(
    () => cascaderRoot(initialArea, { provinceSelectable }),
    [initialArea, provinceSelectable],
  );
  const chosen = useMemo(
    () => areaPath(value, initialArea, maxLevel, { provinceSelectable }),
    [value, initialArea, maxLevel, provinceSelectable],
  );
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={label} aria-describedby={describedBy}>
      <AreaColumn
        parent={root.rootCode}
        chosen={chosen}
        common={{
          label,
          describedBy,
          onChange,
          maxLevel,
          source,
          columnWidth,
          disabled,
          enabled,
          invalid,
          required,
          root,
        }}
      />
    </Group>
  );
}
