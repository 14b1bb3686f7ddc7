import { ActionIcon, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import {
  createQuickEntryStore,
  type MenuItem,
  quickEntryCandidates,
  quickEntryKey,
  splitOverflow,
} from '@mch/sdk';
import { IconChevronDown, IconSettings } from '@tabler/icons-react';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocale } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { lazyChunk } from '../platform/chunk';
import { useCurrentUser, useWorkbench } from '../platform/workbench-context';
import { PartSuspense } from '../ui/part-suspense';
import { MenuIcon } from './menu-icon';
import { shellMessages } from './messages';
import { createOverflowScheduler } from './overflow-scheduler';
import { QuickEntryMore } from './quick-entry-more';
import { useOpenMenuItem } from './use-open-menu-item';

// The settings dialog loads when it is first opened.
const QuickEntrySettings = lazyChunk(() =>
  import('./quick-entry-settings').then((m) => ({ default: m.QuickEntrySettings })),
);

/** Space between two entries, in px. */
const GAP = 8;

/** The widest an entry of the row grows: a long function name is cut with '…' (whole on hover and in its name). */
const ENTRY_MAX_WIDTH = 200;

const EntryButton = memo(function EntryButton({
  item,
  onOpen,
}: {
  item: MenuItem;
  onOpen: (item: MenuItem) => void;
}) {
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<MenuIcon name={item.icon} size={15} />}
      onClick={() => onOpen(item)}
      style={{ flex: 'none' }}
      maw={ENTRY_MAX_WIDTH}
      title={item.title}
      data-quick-entry
    >
      <Text span inherit truncate="end">
        {item.title}
      </Text>
    </Button>
  );
});

/** How many of `entries` the row shows; the rest are in the 'view more' menu. */
interface Split {
  entries: readonly MenuItem[];
  visible: number;
}

/**
 * The quick-entry bar (the interest menu): the user's chosen entries in a row, the ones that do not fit in a
 * 'view more' dropdown, and the settings dialog. The split is the SDK's `splitOverflow` of the measured widths:
 * to measure, the row renders every entry (it clips what overflows) and the split is taken before the browser paints,
 * so the row is never seen unsplit. It is measured for every new choice of entries, and again when the bar's
 * scheduler says (3 s after load, and after resizes pause for 400 ms).
 */
export const QuickEntryBar = memo(function QuickEntryBar({ items }: { items: readonly MenuItem[] }) {
  const wb = useWorkbench();
  const user = useCurrentUser();
  const t = useMessages(shellMessages);
  const candidates = useMemo(() => quickEntryCandidates(items), [items]);
  const available = useMemo(() => candidates.map(quickEntryKey), [candidates]);
  const availableKey = available.join('\n');
  const store = useMemo(
    () => createQuickEntryStore({ storage: wb.adapters.localStorage, userId: user.id, available }),
    [wb, user.id, availableKey],
  );
  const chosen = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const byKey = useMemo(() => new Map(candidates.map((c) => [quickEntryKey(c), c])), [candidates]);
  const lastEntries = useRef<readonly MenuItem[]>([]);
  const entries = useMemo(() => {
    const next = chosen.map((k) => byKey.get(k)).filter((e): e is MenuItem => e !== undefined);
    // The same entries as before (the menu grew by business lines, say): the row keeps its split, not measured again.
    const previous = lastEntries.current;
    return next.length === previous.length && next.every((e, i) => e === previous[i]) ? previous : next;
  }, [chosen, byKey]);
  useLayoutEffect(() => {
    lastEntries.current = entries;
  }, [entries]);
  const [split, setSplit] = useState<Split | null>(null);
  // The scheduler asked to measure again.
  const [stale, setStale] = useState(false);
  // A split is measured in one language: 'View more' and the names take other widths in the other one (switched
  // from Chinese to English, 'View more' ran over the settings button until a reload).
  const locale = useLocale();
  const [measuredIn, setMeasuredIn] = useState(locale);
  if (locale !== measuredIn) {
    setMeasuredIn(locale);
    setStale(true);
  }
  // No split yet, a split of other entries or a stale one: the row is being measured.
  const current = split !== null && split.entries === entries && !stale ? split : null;
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on (its code loads then), so it closes with its transition.
  const [settingsWanted, setSettingsWanted] = useState(false);

  const rowRef = useRef<HTMLDivElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);

  // Measured before paint: every entry is in the row now.
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (current !== null || !row) return;
    const widths = [...row.querySelectorAll<HTMLElement>('[data-quick-entry]')].map(
      (el) => el.offsetWidth + GAP,
    );
    const moreWidth = (moreRef.current?.offsetWidth ?? 0) + GAP;
    setSplit({ entries, visible: splitOverflow(widths, row.clientWidth, moreWidth).visible });
    setStale(false);
  }, [current, entries]);

  const remeasure = useCallback(() => setStale(true), []);

  // The scheduler decides when to measure again: 3 s after load and after resizes settle.
  useEffect(() => {
    const scheduler = createOverflowScheduler({ clock: wb.adapters.clock, recompute: remeasure });
    scheduler.start();
    const onResize = () => scheduler.resized();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      scheduler.stop();
    };
  }, [wb, remeasure]);

  // An entry opens what it opens from the side menu (the exam and training through their token exchange).
  const open = useOpenMenuItem();
  const shown = current === null ? entries : entries.slice(0, current.visible);
  // While measuring, the menu keeps the last split's entries (an open menu stays open); it sits after every entry.
  const overflow = split === null ? [] : split.entries.slice(split.visible);

  return (
    <Group
      component="section"
      aria-label={t('quickEntries')}
      gap="sm"
      wrap="nowrap"
      px="md"
      py={8}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', position: 'relative', flex: 'none' }}
    >
      <Text size="sm" fw={600} c="dimmed" style={{ flex: 'none' }}>
        {t('quickEntries')}
      </Text>
      <Box ref={rowRef} style={{ flex: 1, minWidth: 0, display: 'flex', gap: GAP, overflow: 'hidden' }}>
        {entries.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('quickEntriesEmpty')}
          </Text>
        )}
        {shown.map((item) => (
          <EntryButton key={quickEntryKey(item)} item={item} onOpen={open} />
        ))}
        {overflow.length > 0 && <QuickEntryMore items={overflow} onOpen={open} />}
      </Box>
      <Tooltip label={t('quickEntriesSettings')}>
        <ActionIcon
          ref={settingsButtonRef}
          variant="subtle"
          aria-label={t('quickEntriesSettings')}
          onClick={() => {
            setSettingsWanted(true);
            setSettingsOpen(true);
          }}
          style={{ flex: 'none' }}
        >
          <IconSettings size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {/* An off-screen copy of the 'view more' button, measured to decide what fits (inert: never focused or read). */}
      {entries.length > 0 && (
        <Box
          aria-hidden
          inert
          style={{
            position: 'absolute',
            visibility: 'hidden',
            pointerEvents: 'none',
            left: 0,
            top: 0,
            width: 0,
            height: 0,
            overflow: 'hidden',
          }}
        >
          <div ref={moreRef} style={{ display: 'inline-flex' }}>
            <Button
              variant="subtle"
              size="compact-sm"
              tabIndex={-1}
              rightSection={<IconChevronDown size={14} aria-hidden />}
            >
              {t('quickEntriesMore')}
            </Button>
          </div>
        </Box>
      )}
      {settingsWanted && (
        <PartSuspense quiet>
          <QuickEntrySettings
            opened={settingsOpen}
            onClose={() => setSettingsOpen(false)}
            returnFocusTo={settingsButtonRef}
            candidates={candidates}
            chosen={chosen}
            onSave={(keys) => {
              store.save(keys);
              setSettingsOpen(false);
            }}
          />
        </PartSuspense>
      )}
    </Group>
  );
});
