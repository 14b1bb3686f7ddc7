import type { Workbench } from '@mch/sdk';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { type AppRouter, createAppRouter } from './router';
import { WorkbenchProvider } from './workbench-context';

/**
 * The app: the SDK instance (made from config.json unless given) and the router (made unless given), whose root
 * frame renders everything else.
 */
export function App({ router, workbench }: { router?: AppRouter; workbench?: Workbench }) {
  const [appRouter] = useState<AppRouter>(() => router ?? createAppRouter());
  return (
    <WorkbenchProvider workbench={workbench}>
      <RouterProvider router={appRouter} />
    </WorkbenchProvider>
  );
}
