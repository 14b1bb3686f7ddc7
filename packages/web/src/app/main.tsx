import './mantine-styles';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRuntimeConfig } from './config';
import { themeParam } from './primary-colour';
import { AppProviders } from './providers';
import { StartupErrorScreen } from './startup-error-screen';

function errorDetail(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const result = await loadRuntimeConfig();
    if (!result.ok) {
      root.render(<StartupErrorScreen problem={{ kind: 'config', failure: result.failure }} />);
      return;
    }
    const { config } = result;
    if (config.demo) {
      try {
        const { startDemoBackend } = await import('./demo-backend');
        await startDemoBackend(config);
      } catch (error) {
        root.render(<StartupErrorScreen problem={{ kind: 'demoBackend', detail: errorDetail(error) }} />);
        return;
      }
    }
    root.render(
      <StrictMode>
        <AppProviders config={config} primaryColour={themeParam(globalThis.location.search)}>
          <App />
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    root.render(<StartupErrorScreen problem={{ kind: 'unexpected', detail: errorDetail(error) }} />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
