import { Button, Menu, Text } from '@mantine/core';
import { type MenuItem, quickEntryKey } from '@mch/sdk';
import { IconChevronDown } from '@tabler/icons-react';
import { memo } from 'react';
import { useMessages } from '../i18n/define-messages';
import { MenuIcon } from './menu-icon';
import { shellMessages } from './messages';

interface QuickEntryMoreProps {
  /** The entries that do not fit in the bar. */
  items: readonly MenuItem[];
  onOpen: (item: MenuItem) => void;
}

/** The 'view more' menu of the quick-entry bar: the entries that do not fit, in a dropdown. */
export const QuickEntryMore = memo(function QuickEntryMore({ items, onOpen }: QuickEntryMoreProps) {
  const t = useMessages(shellMessages);
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
      styles={{ itemLabel: { minWidth: 0 } }}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          style={{ flex: 'none' }}
        >
          {t('quickEntriesMore')}
        </Button>
      </Menu.Target>
      {/* A long function name is cut with '…' inside the list (it ran past the window's edge); it is whole on hover. */}
      <Menu.Dropdown maw={320}>
        {items.map((item) => (
          <Menu.Item
            key={quickEntryKey(item)}
            leftSection={<MenuIcon name={item.icon} size={15} />}
            onClick={() => onOpen(item)}
            title={item.title}
          >
            <Text span inherit truncate="end" display="block">
              {item.title}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
});
