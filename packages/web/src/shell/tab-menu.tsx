import { isClosablePage, type OpenPage } from '@mch/sdk';
import {
  IconArrowBarToLeft,
  IconArrowBarToRight,
  IconLayoutSidebarRightCollapse,
  IconRefresh,
  IconSquareX,
  IconX,
} from '@tabler/icons-react';
import { useMessages } from '../i18n/define-messages';
import { ContextMenu } from './context-menu';
import { shellMessages } from './messages';
import { useTabsStore } from './tabs-context';

const anyClosable = (list: readonly OpenPage[]) => list.some(isClosablePage);

/** Props of TabMenu. */
export interface TabMenuProps {
  /** The open pages, in tab order. */
  pages: readonly OpenPage[];
  /** The tab the menu is for, or null when it is closed. */
  menuPage: OpenPage | undefined;
  /** Where the menu opens (viewport pixels), or null when it is closed. */
  at: { x: number; y: number } | null;
  /** Closes the menu (the focus goes back to the tab). */
  onClose: () => void;
  /** Reloads a page and shows its tab. */
  onRefresh: (id: string) => void;
}

/**
 * The tab strip's right-click (Shift+F10) menu: refresh, close, close others, close to the left or right, close
 * all.
 */
export function TabMenu({ pages, menuPage, at, onClose, onRefresh }: TabMenuProps) {
  const tabs = useTabsStore();
  const t = useMessages(shellMessages);
  const menuIndex = menuPage ? pages.indexOf(menuPage) : -1;
  return (
    <ContextMenu
      at={at}
      label={t('tabMenu')}
      onClose={onClose}
      items={
        menuPage
          ? [
              {
                key: 'refresh',
                label: t('tabRefresh'),
                icon: <IconRefresh size={14} aria-hidden />,
                onSelect: () => onRefresh(menuPage.id),
              },
              {
                key: 'close',
                label: t('tabClose'),
                icon: <IconX size={14} aria-hidden />,
                disabled: !isClosablePage(menuPage),
                onSelect: () => tabs.close(menuPage.id),
              },
              {
                key: 'close-others',
                label: t('tabCloseOthers'),
                icon: <IconLayoutSidebarRightCollapse size={14} aria-hidden />,
                disabled: !anyClosable(pages.filter((p) => p.id !== menuPage.id)),
                onSelect: () => tabs.closeOthers(menuPage.id),
              },
              {
                key: 'close-left',
                label: t('tabCloseLeft'),
                icon: <IconArrowBarToLeft size={14} aria-hidden />,
                disabled: !anyClosable(pages.slice(0, menuIndex)),
                onSelect: () => tabs.closeLeft(menuPage.id),
              },
              {
                key: 'close-right',
                label: t('tabCloseRight'),
                icon: <IconArrowBarToRight size={14} aria-hidden />,
                disabled: !anyClosable(pages.slice(menuIndex + 1)),
                onSelect: () => tabs.closeRight(menuPage.id),
              },
              {
                key: 'close-all',
                label: t('tabCloseAll'),
                icon: <IconSquareX size={14} aria-hidden />,
                disabled: !anyClosable(pages),
                onSelect: () => tabs.closeAll(),
              },
            ]
          : []
      }
    />
  );
}
