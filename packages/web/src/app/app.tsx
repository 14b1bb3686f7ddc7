import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { type AppRouter, createAppRouter } from './router';
import { WorkbenchProvider } from './workbench-context';

/** The app: the SDK instance (from config.json) and the router, whose root frame renders everything else. */
export function App({ router }: { router?: AppRouter }) {
  const [appRouter] = useState<AppRouter>(() => router ?? createAppRouter());
  return (
    <WorkbenchProvider>
      <RouterProvider router={appRouter} />
    </WorkbenchProvider>
  );
}
