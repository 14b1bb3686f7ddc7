import { NavLink } from '@mantine/core';
import { isClickableMenuItem, type MenuItem, menuItemPageId } from '@mch/sdk';
import { createContext, memo, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '../i18n/define-messages';
import { MenuIcon } from './menu-icon';
import { shellMessages } from './messages';
import { useOpenMenuItem } from './use-open-menu-item';

function containsCurrent(item: MenuItem, currentId: string | null): boolean {
  if (currentId === null) return false;
  if (isClickableMenuItem(item) && !item.children && menuItemPageId(item) === currentId) return true;
  return (item.children ?? []).some((child) => containsCurrent(child, currentId));
}

/** An entry of the menu (a page or a group of entries), the page shown and how deep the entry sits. */
interface MenuNodeProps {
  item: MenuItem;
  currentId: string | null;
  depth: number;
}

const MenuGroup = memo(function MenuGroup({ item, currentId, depth }: MenuNodeProps) {
  const holdsCurrent = containsCurrent(item, currentId);
  const [opened, setOpened] = useState(holdsCurrent);
  // A page opened another way (a quick entry, a tab, the bell) shows where it sits: its groups open, once per page
  // (a group the user closes again stays closed until another of its pages is shown).
  const [shownFor, setShownFor] = useState(currentId);
  if (currentId !== shownFor) {
    setShownFor(currentId);
    if (holdsCurrent) setOpened(true);
  }
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
});

/** Opens a menu entry (`useOpenMenuItem`), for every entry of the menu. */
const OpenItemContext = createContext<(item: MenuItem) => void>(() => {});

const MenuNode = memo(function MenuNode({ item, currentId, depth }: MenuNodeProps) {
  const openItem = useContext(OpenItemContext);
  if (item.children && item.children.length > 0) {
    return <MenuGroup item={item} currentId={currentId} depth={depth} />;
  }
  const active = currentId !== null && menuItemPageId(item) === currentId;
  return (
    <NavLink
      component="button"
      type="button"
      label={item.title}
      leftSection={depth === 0 ? <MenuIcon name={item.icon} /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => openItem(item)}
    />
  );
});

/**
 * The nested side menu; clicking an item opens its page (http(s) items open the out-system page, the exam and
 * training subsystems after their token exchange).
 */
export const SideMenu = memo(function SideMenu({
  items,
  currentId,
  bottomSpace = 0,
}: {
  items: readonly MenuItem[];
  currentId: string | null;
  /** Room kept free below the menu (for a floating control). */
  bottomSpace?: number;
}) {
  const t = useMessages(shellMessages);
  const openItem = useOpenMenuItem();
  const keyed = useMemo(() => items.map((item) => ({ key: `${item.name}|${item.title}`, item })), [items]);
  // The entry of the page shown is scrolled into the menu's view (a page opened another way, in a short window, sat
  // below the menu's fold). Its groups open as it is shown, and an opening group grows for a moment: what its growth
  // still hid is revealed when it ends (the group's transition).
  const nav = useRef<HTMLElement>(null);
  const revealPending = useRef(false);
  const reveal = useCallback((): boolean => {
    const box = nav.current;
    const entry = box?.querySelector<HTMLElement>('[aria-current="page"]');
    // No such entry, or in a group the user closed again: nothing to show.
    if (!box || !entry || entry.getClientRects().length === 0) return true;
    const top = entry.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    const bottom = top + entry.offsetHeight;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
    return top >= box.scrollTop - 1 && bottom <= box.scrollTop + box.clientHeight + 1;
  }, []);
  useEffect(() => {
    if (currentId !== null) revealPending.current = !reveal();
  }, [currentId, reveal]);
  return (
    <OpenItemContext value={openItem}>
      <nav
        ref={nav}
        onTransitionEnd={() => {
          if (revealPending.current) revealPending.current = !reveal();
        }}
        aria-label={t('mainMenu')}
        // A native scroll box (thin scrollbar): light, and scrolled by keyboard and wheel alike.
        style={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          scrollbarWidth: 'thin',
          // The strip below the menu is the floating control's: no item is ever under it, scrolled or not.
          marginBottom: bottomSpace,
        }}
      >
        {keyed.map(({ key, item }) => (
          <MenuNode key={key} item={item} currentId={currentId} depth={0} />
        ))}
      </nav>
    </OpenItemContext>
  );
});
