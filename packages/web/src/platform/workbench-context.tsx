import { createWorkbench, type SessionState, type UserInfo, type Workbench } from '@mch/sdk';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import type { RuntimeConfig } from './config';
import { useRuntimeConfig } from './runtime-config-context';

const WorkbenchContext = createContext<Workbench | null>(null);

/** The SDK configuration of a runtime configuration (browser adapters by default). */
export function workbenchConfigOf(config: RuntimeConfig): Parameters<typeof createWorkbench>[0] {
  return {
    baseUrls: { ...config.baseUrls },
    signInUrl: config.signInUrl,
    signInReturnParam: config.signInReturnParam,
    cookieName: config.cookieName,
    cookieDomain: config.cookieDomain,
    // Header names and values and expiry rules of the deployment; what config.json leaves out keeps the SDK default.
    ...(config.headers?.systemTag?.name !== undefined
      ? { systemTagHeader: config.headers.systemTag.name }
      : {}),
    ...(config.headers?.systemTag?.value !== undefined ? { systemTag: config.headers.systemTag.value } : {}),
    ...(config.headers?.clientSystem?.name !== undefined
      ? { clientSystemHeader: config.headers.clientSystem.name }
      : {}),
    ...(config.headers?.clientSystem?.value !== undefined
      ? { clientSystem: config.headers.clientSystem.value }
      : {}),
    ...(config.expiry !== undefined ? { expiry: config.expiry } : {}),
  };
}

/** Props of WorkbenchProvider. */
export interface WorkbenchProviderProps {
  /** A ready-made workbench (tests, other hosts); by default one is created from the runtime config, once. */
  workbench?: Workbench;
  children?: ReactNode;
}

/** Creates the SDK instance once (from config.json, browser adapters) and makes it available to `useWorkbench`. */
export function WorkbenchProvider({ workbench, children }: WorkbenchProviderProps) {
  const config = useRuntimeConfig();
  const [wb] = useState<Workbench>(() => workbench ?? createWorkbench(workbenchConfigOf(config)));
  return <WorkbenchContext value={wb}>{children}</WorkbenchContext>;
}

/** The SDK instance of the app (typed clients, flows, stores). */
export function useWorkbench(): Workbench {
  const wb = useContext(WorkbenchContext);
  if (!wb) throw new Error('useWorkbench must be used inside <WorkbenchProvider>');
  return wb;
}

/** The workbench where there is one (a piece that also works outside the app, as in a component test), else null. */
export function useWorkbenchIfAny(): Workbench | null {
  return useContext(WorkbenchContext);
}

/** The session snapshot (re-renders on every change). */
export function useSessionState(): SessionState {
  const { session } = useWorkbench();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/** The user of a ready (or no-permission) session, else null: the same object for as long as the session has it. */
function userOf(state: SessionState): UserInfo | null {
  return state.status === 'ready' || state.status === 'noPermission' ? state.user : null;
}

/**
 * The current user of the ready session; pages only render inside a ready session. Re-renders only when the user
 * changes, not on the session's other changes (the business lines arriving after the menu).
 */
export function useCurrentUser(): UserInfo {
  const { session } = useWorkbench();
  const read = useCallback(() => userOf(session.getSnapshot()), [session]);
  const user = useSyncExternalStore(session.subscribe, read, read);
  if (!user) throw new Error('useCurrentUser needs a ready session');
  return user;
}

/** Opens (or focuses) a page of the shell: a route path, optionally with a query and a tab title. */
export type OpenPage = (path: string, query?: Readonly<Record<string, string>>, title?: string) => void;

/** What the shell lets pages do with the tab strip. */
export interface PageActions {
  /** Opens or focuses a page. */
  openPage: OpenPage;
  /** Closes the page with this identity. */
  closePage: (id: string) => void;
  /** Names the tab of the page with this identity (a page that says which record it shows). */
  setPageTitle: (id: string, title: string) => void;
  /**
   * Changes the query of the page with this identity, shown in the address: each key of `changes` set to its text,
   * or taken out by null; the other keys stay. Only for the keys that are not the page's identity (its filters).
   */
  setPageQuery: (id: string, changes: Readonly<Record<string, string | null>>) => void;
  /**
   * Whether the page with this identity is still open in a tab: a page that goes away while its tab stays open (a
   * background tab, which React hides) keeps what it kept for a reload; a closed one lets it go.
   */
  isPageOpen: (id: string) => boolean;
}

const noPageActions: PageActions = {
  openPage: () => {},
  closePage: () => {},
  setPageTitle: () => {},
  setPageQuery: () => {},
  isPageOpen: () => false,
};

const PageActionsContext = createContext<PageActions>(noPageActions);
const CurrentPageContext = createContext<string | null>(null);
const CurrentPageTitleContext = createContext<string | null>(null);

/** Provides the tab-strip actions to pages (the shell does; component tests may pass their own spies). */
export function PageActionsProvider({ value, children }: { value: PageActions; children?: ReactNode }) {
  return <PageActionsContext value={value}>{children}</PageActionsContext>;
}

/**
 * Tells a page which tab it is rendered in (its page identity) and, when the shell knows it, the tab's title in the
 * current language; the shell wraps every tab in one.
 */
export function CurrentPageProvider({
  id,
  title = null,
  children,
}: {
  id: string;
  title?: string | null;
  children?: ReactNode;
}) {
  return (
    <CurrentPageContext value={id}>
      <CurrentPageTitleContext value={title}>{children}</CurrentPageTitleContext>
    </CurrentPageContext>
  );
}

/** `(id) => boolean`: whether the page with this identity is still open in a tab (`PageActions.isPageOpen`). */
export function useIsPageOpen(): PageActions['isPageOpen'] {
  return useContext(PageActionsContext).isPageOpen;
}

/** The identity of the tab this component is rendered in, or null outside a tab. */
export function useCurrentPageId(): string | null {
  return useContext(CurrentPageContext);
}

/**
 * The title of the tab this component is rendered in, as the tab strip shows it (a menu entry's own title, say), or
 * null outside a tab: the heading of a page that has no visible title of its own, such as an embedded one.
 */
export function useCurrentPageTitle(): string | null {
  return useContext(CurrentPageTitleContext);
}

/** `(path, query?, title?) => void`: opens a page in a tab, or focuses the open tab of an equal page. */
export function useOpenPage(): OpenPage {
  return useContext(PageActionsContext).openPage;
}

/**
 * `(changes) => void`: changes the query of the page this component is rendered in (see
 * {@link PageActions.setPageQuery}), so its address says what it shows and a reload keeps it.
 */
export function useSetPageQuery(): (changes: Readonly<Record<string, string | null>>) => void {
  const { setPageQuery } = useContext(PageActionsContext);
  const id = useContext(CurrentPageContext);
  return useCallback(
    (changes: Readonly<Record<string, string | null>>) => {
      if (id !== null) setPageQuery(id, changes);
    },
    [setPageQuery, id],
  );
}

/**
 * Names the tab this page is rendered in once `title` is known (null: leave it as it is): two open messages or
 * residents then read apart in the tab strip, instead of two tabs called "Message detail".
 */
export function useTabTitle(title: string | null): void {
  const { setPageTitle } = useContext(PageActionsContext);
  const id = useContext(CurrentPageContext);
  useEffect(() => {
    if (id !== null && title) setPageTitle(id, title);
  }, [setPageTitle, id, title]);
}

/** `() => void`: closes the tab this page is rendered in (the workbench is never closed). */
export function useCloseCurrentPage(): () => void {
  const { closePage } = useContext(PageActionsContext);
  const id = useContext(CurrentPageContext);
  return useCallback(() => {
    if (id !== null) closePage(id);
  }, [closePage, id]);
}
