// The floor's CSS is Mantine's documented setup (the whole core and notifications stylesheets): the CSS budget says
// the workbench must not ship more CSS than a plain Mantine app does, whatever components it uses.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createWorkbench, type WorkbenchConfig } from '@mch/sdk';
import { createRoot } from 'react-dom/client';
import { FloorApp } from './floor-app';

/** The part of the web app's config.json the floor reads. */
interface FloorConfig {
  demo: boolean;
  signInUrl: string;
  cookieName: string;
  baseUrls: WorkbenchConfig['baseUrls'];
}

async function start(container: HTMLElement): Promise<void> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  const config = (await response.json()) as FloorConfig;
  if (config.demo) {
    const { startDemoBackend } = await import('./demo-backend');
    await startDemoBackend({ baseUrls: config.baseUrls, workerUrl: '/mockServiceWorker.js' });
  }
  const wb = createWorkbench({
    baseUrls: config.baseUrls,
    signInUrl: config.signInUrl,
    cookieName: config.cookieName,
  });
  // Like the web app, the demo user arrives with `?token=`, which becomes the login cookie.
  const token = new URLSearchParams(window.location.search).get('token');
  if (token) wb.adapters.cookies.set(config.cookieName, token, { path: '/' });
  createRoot(container).render(<FloorApp wb={wb} />);
}

const container = document.getElementById('root');
if (container) void start(container);
