import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { isClosablePage, type OpenPage, WORKBENCH_PATH } from '@mch/sdk';
import { IconCheck, IconChevronDown, IconHome, IconX } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { useDocumentTitle } from '../platform/document-title';
import { shellMessages } from './messages';
import { PageAnnouncer } from './page-announcer';
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
export const TabStrip = memo(function TabStrip({ currentId }: { currentId: string | null }) {
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
  // The browser's tab names the page shown (announced by screen readers as the page changes); a record's page by
  // its kind only: the browser keeps its titles in its history, which is no place for a patient's name.
  const appTitle = useT()('app.title');
  const generalTitleOf = usePageTitle({ withRecord: false });
  const shownPage = pages.find((p) => p.id === currentId);
  // The router writes a new address to the browser's history a moment later (batched): write it now, before the
  // title changes, or the browser names the entry of the page left with the title of the page shown.
  useLayoutEffect(() => {
    router.history.flush();
  }, [router, currentId]);
  useDocumentTitle(
    shownPage ? t('documentTitle', { page: generalTitleOf(shownPage), app: appTitle }) : appTitle,
    1,
  );
  const stripRef = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(stripRef, pages, titleOf);

  // The current tab is scrolled into view when many tabs overflow the strip: when it changes, when the strip
  // starts to overflow (the open pages restored after a reload are laid out only then), and when its title changes
  // (a message's tab is named by the message once it has loaded, and grows past the strip's end).
  const shownTitle = shownPage ? titleOf(shownPage) : null;
  useEffect(() => {
    if (currentId !== null && overflowing && shownTitle !== null)
      revealInStrip(stripRef.current, refs.current.get(currentId));
  }, [currentId, overflowing, shownTitle]);
  const rovingId = focusedId && pages.some((p) => p.id === focusedId) ? focusedId : currentId;

  // A plain (vertical) turn of the mouse wheel over an overflowing strip moves it sideways, as a sideways turn does:
  // a mouse without a tilting wheel reached the hidden tabs only by the thin scroll bar.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || !overflowing) return;
    const onWheel = (event: WheelEvent) => {
      if (event.shiftKey || event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const before = strip.scrollLeft;
      strip.scrollLeft += event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
      if (strip.scrollLeft !== before) event.preventDefault();
    };
    strip.addEventListener('wheel', onWheel, { passive: false });
    return () => strip.removeEventListener('wheel', onWheel);
  }, [overflowing]);

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

  // Where the focus goes once the menu has closed and its action has run: the tab the menu was opened on, or,
  // when the action closed that tab, the tab shown now (never the page's body).
  const [refocus, setRefocus] = useState<string | null>(null);
  const closeMenu = () => {
    setRefocus(menu?.id ?? null);
    setMenu(null);
  };
  useLayoutEffect(() => {
    if (refocus === null) return;
    setRefocus(null);
    const shown = tabs.getSnapshot().currentId;
    (refs.current.get(refocus) ?? (shown === null ? undefined : refs.current.get(shown)))?.focus();
  }, [refocus, tabs]);
  // A tab closed with the mouse (its close icon, the middle button): if it held the focus, the focus goes to the tab
  // shown now, as after Delete.
  const closeByPointer = (id: string) => {
    const hadFocus = refs.current.get(id)?.contains(document.activeElement) ?? false;
    tabs.close(id);
    if (hadFocus) setRefocus(id);
  };

  const menuPage = menu ? pages.find((p) => p.id === menu.id) : undefined;

  return (
    // A landmark of its own (like the menu, the header and the page), so that it is found among them.
    <section className={classes.bar} aria-label={t('openPages')}>
      <div
        ref={stripRef}
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
              // The middle button closes a tab, as in the browser's own tab strip (no paste or scroll on Linux).
              onMouseDown={closable ? (event) => event.button === 1 && event.preventDefault() : undefined}
              onAuxClick={
                closable
                  ? (event) => {
                      if (event.button !== 1) return;
                      event.preventDefault();
                      closeByPointer(page.id);
                    }
                  : undefined
              }
            >
              {page.path === WORKBENCH_PATH && <IconHome size={15} aria-hidden />}
              {/* The full title on hover, wrapped within 420 px rather than one line running off the screen. */}
              <Tooltip label={title} openDelay={300} withinPortal multiline maw={420}>
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
                    closeByPointer(page.id);
                  }}
                >
                  <IconX size={12} />
                </span>
              )}
            </button>
          );
        })}
      </div>
      {overflowing && (
        <div className={classes.all}>
          <Menu position="bottom-end" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('allPages', { count: pages.length })}>
                <IconChevronDown size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown mah={420} maw={360} style={{ overflowY: 'auto' }}>
              {pages.map((page) => {
                const current = page.id === currentId;
                return (
                  <Menu.Item
                    key={page.id}
                    classNames={{ itemLabel: classes.listLabel }}
                    aria-current={current ? 'page' : undefined}
                    leftSection={
                      current ? <IconCheck size={14} aria-hidden /> : <span className={classes.checkSpace} />
                    }
                    onClick={() => {
                      select(page.id);
                      revealInStrip(stripRef.current, refs.current.get(page.id));
                    }}
                  >
                    <span className={classes.listTitle} title={titleOf(page)}>
                      {titleOf(page)}
                    </span>
                  </Menu.Item>
                );
              })}
            </Menu.Dropdown>
          </Menu>
        </div>
      )}
      <PageAnnouncer currentId={currentId} title={shownPage ? titleOf(shownPage) : null} />
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
    </section>
  );
});

/**
 * Whether the tabs overflow the strip (it scrolls sideways). A ResizeObserver tells it as the strip is first laid
 * out and whenever it is resized (its first report comes with the browser's own layout, so the landing forces no
 * extra one); a change of the open pages or of their titles (a language switch) measures again.
 */
function useOverflowing(strip: RefObject<HTMLDivElement | null>, ...changes: unknown[]): boolean {
  const [overflowing, setOverflowing] = useState(false);
  const measure = useCallback(() => {
    const element = strip.current;
    if (element) setOverflowing(element.scrollWidth > element.clientWidth + 1);
  }, [strip]);
  const observed = useRef(false);
  useEffect(() => {
    const element = strip.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observed.current = true;
    return () => {
      observer.disconnect();
      observed.current = false;
    };
  }, [strip, measure]);
  const first = useRef(true);
  useEffect(() => {
    // The first time, the observer's first report measures (or, without one, this).
    if (first.current && observed.current) {
      first.current = false;
      return;
    }
    first.current = false;
    measure();
  }, [measure, ...changes]);
  return overflowing;
}

/**
 * Scrolls the strip (and nothing else) so that `tab` is in its view. Not `scrollIntoView`, which scrolls every
 * scrolling ancestor too: in a window narrower than the page's minimum width it moved the whole page sideways.
 */
function revealInStrip(strip: HTMLElement | null, tab: HTMLElement | undefined): void {
  if (!strip || !tab) return;
  const view = strip.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < view.left) strip.scrollLeft -= view.left - box.left;
  else if (box.right > view.right) strip.scrollLeft += box.right - view.right;
}
