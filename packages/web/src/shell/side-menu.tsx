import { NavLink, ScrollArea } from '@mantine/core';
import {
  type BusinessLine,
  businessLineMenu,
  isClickableMenuItem,
  type MenuItem,
  type MenuResult,
  quickEntryKey,
} from '@mch/sdk';
import { useMemo, useState } from 'react';
import { useOpenPage } from '../app/workbench-context';
import { useMessages } from '../i18n/define-messages';
import { MenuIcon } from './menu-icon';
import { shellMessages } from './messages';

/** Name of the menu group that holds the business-line detail pages. */
export const BUSINESS_LINE_GROUP = 'group:businessLines';

/**
 * The items of the side menu: the menu the SDK built from the user's functions, plus (with businessLineManage) a
 * group of the business-line detail pages.
 */
export function shellMenuItems(
  menu: MenuResult,
  businessLines: readonly BusinessLine[],
  groupTitle: string,
): MenuItem[] {
  const lines = menu.hasBusinessLines ? businessLineMenu(businessLines) : [];
  if (lines.length === 0) return menu.items;
  return [
    ...menu.items,
    {
      name: BUSINESS_LINE_GROUP,
      title: groupTitle,
      levelList: [groupTitle],
      isIframeUrl: false,
      icon: 'hierarchy',
      children: lines,
    },
  ];
}

function containsCurrent(item: MenuItem, currentId: string | null): boolean {
  if (currentId === null) return false;
  if (isClickableMenuItem(item) && !item.children && quickEntryKey(item) === currentId) return true;
  return (item.children ?? []).some((child) => containsCurrent(child, currentId));
}

function MenuGroup({ item, currentId, depth }: { item: MenuItem; currentId: string | null; depth: number }) {
  const [opened, setOpened] = useState(() => containsCurrent(item, currentId));
  return (
    <NavLink
      component="button"
      type="button"
      label={item.title}
      leftSection={depth === 0 ? <MenuIcon name={item.icon} /> : undefined}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={24}
    >
      {(item.children ?? []).map((child) => (
        <MenuNode key={`${child.name}|${child.title}`} item={child} currentId={currentId} depth={depth + 1} />
      ))}
    </NavLink>
  );
}

function MenuNode({ item, currentId, depth }: { item: MenuItem; currentId: string | null; depth: number }) {
  const openPage = useOpenPage();
  if (item.children && item.children.length > 0) {
    return <MenuGroup item={item} currentId={currentId} depth={depth} />;
  }
  const active = currentId !== null && quickEntryKey(item) === currentId;
  return (
    <NavLink
      component="button"
      type="button"
      label={item.title}
      leftSection={depth === 0 ? <MenuIcon name={item.icon} /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => openPage(item.name, item.query ?? {}, item.title)}
    />
  );
}

/** The nested side menu; clicking an item opens its page (http(s) items open the out-system page). */
export function SideMenu({
  items,
  currentId,
  bottomSpace = 0,
}: {
  items: readonly MenuItem[];
  currentId: string | null;
  /** Room left below the last item (for a floating control). */
  bottomSpace?: number;
}) {
  const t = useMessages(shellMessages);
  const keyed = useMemo(() => items.map((item) => ({ key: `${item.name}|${item.title}`, item })), [items]);
  return (
    <ScrollArea component="nav" aria-label={t('mainMenu')} style={{ flex: 1 }} type="hover" pb={bottomSpace}>
      {keyed.map(({ key, item }) => (
        <MenuNode key={key} item={item} currentId={currentId} depth={0} />
      ))}
    </ScrollArea>
  );
}
