import { createContext, type ReactNode, useContext } from 'react';
import type { RuntimeConfig } from './config';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Makes the validated runtime configuration available to `useRuntimeConfig`. */
export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children?: ReactNode }) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

/** The runtime configuration (config.json) the app started with. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>');
  return config;
}
