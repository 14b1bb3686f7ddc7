import type { Workbench } from '@mch/sdk';
import { RouterProvider } from '@tanstack/react-router';
import { WorkbenchProvider } from '../platform/workbench-context';
import type { AppRouter } from '../routes/router';

/** The app: the SDK instance and the router (whose loaders use the same instance), whose root frame renders everything else. */
export function App({ router, workbench }: { router: AppRouter; workbench: Workbench }) {
  return (
    <WorkbenchProvider workbench={workbench}>
      <RouterProvider router={router} />
    </WorkbenchProvider>
  );
}
