// First: the SSO token leaves the address bar before anything else runs or asks for anything.
import { addressToken } from './address-token';
import './mantine-styles';
import './global.css';
import { createWorkbench } from '@mch/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { markAppStarted } from '../platform/boot-skeleton';
import { loadChunk } from '../platform/chunk';
import { loadRuntimeConfig } from '../platform/config';
import { DEMO_LOGIN_PATH } from '../platform/paths';
import { themeParam } from '../platform/primary-colour';
import { createQueryClient } from '../platform/query-client';
import { workbenchConfigOf } from '../platform/workbench-context';
import { createAppRouter } from '../routes/router';
import { beginSession } from '../shell/session-gate';
import { ErrorBoundary } from '../ui/error-boundary';
import { App } from './app';
import { AppProviders } from './providers';
import { StartupErrorScreen } from './startup-error-screen';
import { shareStyleNonce } from './style-nonce';

function errorDetail(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

async function start(container: HTMLElement): Promise<void> {
  markAppStarted();
  shareStyleNonce();
  const root = createRoot(container);
  try {
    const result = await loadRuntimeConfig();
    if (!result.ok) {
      root.render(
        <StartupErrorScreen problem={{ kind: 'config', failure: result.failure }} demo={__MCH_DEMO__} />,
      );
      return;
    }
    let { config } = result;
    if (config.demo && !__MCH_DEMO__) {
      // The deployable build carries no demo backend: a config.json that asks for one was not replaced.
      root.render(
        <StartupErrorScreen
          problem={{
            kind: 'config',
            failure: { reason: 'invalid', issues: [{ path: 'demo', kind: 'demoNotInBuild' }] },
          }}
        />,
      );
      return;
    }
    if (__MCH_DEMO__ && config.demo) {
      try {
        const { startDemoBackend, demoRuntimeConfig } = await loadChunk(() => import('./demo-backend'));
        await startDemoBackend(config);
        config = demoRuntimeConfig(config, globalThis.location.href);
      } catch (error) {
        root.render(
          <StartupErrorScreen problem={{ kind: 'demoBackend', detail: errorDetail(error) }} demo />,
        );
        return;
      }
    }
    const workbench = createWorkbench({
      ...workbenchConfigOf(config),
      ...(addressToken !== undefined ? { token: addressToken } : {}),
    });
    const queryClient = createQueryClient();
    const router = createAppRouter({ wb: workbench, queryClient });
    // The session's calls start now and overlap the first render (not on the demo sign-in page: no session there).
    if (!(__MCH_DEMO__ && config.demo && router.history.location.pathname === DEMO_LOGIN_PATH))
      beginSession(workbench, router.history);
    root.render(
      <StrictMode>
        {/* Last line of defence: a failure no page or part caught shows the error screen, never a blank page. */}
        <ErrorBoundary
          fallback={(error) => (
            <StartupErrorScreen
              problem={{ kind: 'unexpected', detail: errorDetail(error) }}
              demo={__MCH_DEMO__ && config.demo}
            />
          )}
        >
          <AppProviders
            config={config}
            primaryColour={themeParam(globalThis.location.search)}
            queryClient={queryClient}
          >
            <App router={router} workbench={workbench} />
          </AppProviders>
        </ErrorBoundary>
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <StartupErrorScreen problem={{ kind: 'unexpected', detail: errorDetail(error) }} demo={__MCH_DEMO__} />,
    );
  }
}

const container = document.getElementById('root');
if (container) void start(container);
