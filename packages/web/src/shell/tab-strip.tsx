import { Tooltip } from '@mantine/core';
import { isClosablePage, type OpenPage, WORKBENCH_PATH } from '@mch/sdk';
import { IconHome, IconX } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useMessages } from '../i18n/define-messages';
import { shellMessages } from './messages';
import { panelDomId, tabDomId, usePageTitle } from './page-title';
import { showTab } from './route-sync';
import { refreshPageAtom } from './shell-atoms';
import { TabMenu } from './tab-menu';
import classes from './tab-strip.module.css';
import { useTabsState, useTabsStore } from './tabs-context';

interface MenuState {
  id: string;
  x: number;
  y: number;
}

/**
 * The tab strip of the open pages (card style): the workbench first with a home icon and no close icon, titles
 * cut at 150 px with the full title on hover, a right-click (or Shift+F10) menu of tab actions, arrow keys between
 * tabs (roving tabindex), Enter or Space to show a tab and Delete to close it.
 */
export function TabStrip({ currentId }: { currentId: string | null }) {
  const tabs = useTabsStore();
  const state = useTabsState();
  const router = useRouter();
  const t = useMessages(shellMessages);
  const titleOf = usePageTitle();
  const refresh = useSetAtom(refreshPageAtom);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const { pages } = state;

  // The current tab is scrolled into view when many tabs overflow the strip.
  useEffect(() => {
    if (currentId !== null)
      refs.current.get(currentId)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentId]);
  const rovingId = focusedId && pages.some((p) => p.id === focusedId) ? focusedId : currentId;

  const select = (id: string) => {
    if (tabs.getSnapshot().currentId === id) showTab(router, tabs, id);
    else tabs.focus(id);
  };

  const focusTab = (index: number) => {
    const page = pages[(index + pages.length) % pages.length];
    if (!page) return;
    setFocusedId(page.id);
    refs.current.get(page.id)?.focus();
  };

  const openMenuAt = (id: string, x: number, y: number) => {
    setMenu({ id, x, y });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, page: OpenPage, index: number) => {
    switch (event.key) {
      case 'ArrowRight':
        event.preventDefault();
        focusTab(index + 1);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusTab(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusTab(0);
        break;
      case 'End':
        event.preventDefault();
        focusTab(pages.length - 1);
        break;
      case 'Delete':
        if (isClosablePage(page)) {
          event.preventDefault();
          tabs.close(page.id);
          focusTab(Math.max(0, index - 1));
        }
        break;
      case 'ContextMenu':
      case 'F10':
        if (event.key === 'F10' && !event.shiftKey) break;
        event.preventDefault();
        {
          const rect = event.currentTarget.getBoundingClientRect();
          openMenuAt(page.id, rect.left, rect.bottom);
        }
        break;
    }
  };

  const onContextMenu = (event: MouseEvent<HTMLButtonElement>, id: string) => {
    event.preventDefault();
    // A menu key press arrives as a context menu event without a pointer position: open below the tab then.
    if (event.clientX === 0 && event.clientY === 0) {
      const rect = event.currentTarget.getBoundingClientRect();
      openMenuAt(id, rect.left, rect.bottom);
    } else openMenuAt(id, event.clientX, event.clientY);
  };

  const closeMenu = () => {
    const id = menu?.id;
    setMenu(null);
    // The focus goes back to the tab the menu was opened on (if it is still open).
    if (id) refs.current.get(id)?.focus();
  };

  const menuPage = menu ? pages.find((p) => p.id === menu.id) : undefined;

  return (
    <>
      <div
        role="tablist"
        aria-label={t('openPages')}
        className={classes.strip}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
        }}
      >
        {pages.map((page, index) => {
          const title = titleOf(page);
          const selected = page.id === currentId;
          const closable = isClosablePage(page);
          return (
            <button
              key={page.id}
              ref={(el) => {
                if (el) refs.current.set(page.id, el);
                else refs.current.delete(page.id);
              }}
              type="button"
              role="tab"
              id={tabDomId(page.id)}
              aria-selected={selected}
              aria-controls={panelDomId(page.id)}
              aria-keyshortcuts={closable ? 'Delete Shift+F10' : 'Shift+F10'}
              tabIndex={page.id === rovingId ? 0 : -1}
              className={classes.tab}
              onClick={() => select(page.id)}
              onFocus={() => setFocusedId(page.id)}
              onKeyDown={(event) => onKeyDown(event, page, index)}
              onContextMenu={(event) => onContextMenu(event, page.id)}
            >
              {page.path === WORKBENCH_PATH && <IconHome size={15} aria-hidden />}
              <Tooltip label={title} openDelay={300} withinPortal>
                <span className={classes.title}>{title}</span>
              </Tooltip>
              {closable && (
                // Mouse shortcut only: keyboard users close with Delete or the tab menu (a button may not nest here).
                <span
                  className={classes.close}
                  data-tab-close=""
                  aria-hidden
                  onClick={(event) => {
                    event.stopPropagation();
                    tabs.close(page.id);
                  }}
                >
                  <IconX size={12} />
                </span>
              )}
            </button>
          );
        })}
      </div>
      <TabMenu
        pages={pages}
        menuPage={menuPage}
        at={menu && menuPage ? { x: menu.x, y: menu.y } : null}
        onClose={closeMenu}
        onRefresh={(id) => {
          refresh(id);
          select(id);
        }}
      />
    </>
  );
}
