import { createTabsStore, type TabsState, type TabsStore } from '@mch/sdk';
import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { useWorkbench } from '../platform/workbench-context';

const TabsContext = createContext<TabsStore | null>(null);

/**
 * Creates the open-tab store once (the SDK's, over sessionStorage, so tabs survive a reload; a resident record stored
 * with its identity number by an older version comes back under the tab's reference).
 */
export function TabsProvider({ store, children }: { store?: TabsStore; children?: ReactNode }) {
  const wb = useWorkbench();
  const [tabs] = useState<TabsStore>(
    () => store ?? createTabsStore(wb.adapters.sessionStorage, { residentRecords: wb.residentRecords }),
  );
  return <TabsContext value={tabs}>{children}</TabsContext>;
}

/** The open-tab store (the source of truth of the tab strip). */
export function useTabsStore(): TabsStore {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('useTabsStore must be used inside <TabsProvider>');
  return tabs;
}

/** The open tabs and the current one (re-renders on every change). */
export function useTabsState(): TabsState {
  const tabs = useTabsStore();
  return useSyncExternalStore(tabs.subscribe, tabs.getSnapshot, tabs.getSnapshot);
}
