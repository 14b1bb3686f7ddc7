import { trainingTokenFor } from '@mch/mock/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications, renderSignedInPage, testDemo } from '../../test/render-page';
import { SubsystemsCard } from './subsystems-card';

// Rendering whole pages in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanNotifications());

describe('SubsystemsCard', () => {
  it('opens the exam subsystem in the out-system page named by the subsystem only, never by its token', async () => {
    const { openPage } = await renderSignedInPage(<SubsystemsCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Online exam' }));
    await waitFor(() =>
      expect(openPage).toHaveBeenCalledWith('/out-system-url', { system: 'exam' }, 'Online exam'),
    );
    expect(JSON.stringify(openPage.mock.calls)).not.toContain(trainingTokenFor('demo-doctor'));
  });

  it('a failed exchange says syncing user info failed and opens nothing', async () => {
    const demo = testDemo();
    demo.faults.set({ kind: 'http500', backend: 'mainSync', path: '/v1/sync/userInfo' });
    const { openPage } = await renderSignedInPage(<SubsystemsCard />, { demo });
    fireEvent.click(screen.getByRole('button', { name: 'Online training' }));
    await screen.findByText('Syncing user information failed.');
    screen.getByText('Online training could not be opened');
    expect(openPage).not.toHaveBeenCalled();
  });

  it('a subsystem the user was not granted is refused', async () => {
    // demo-admin has the back office but no subsystem.
    await renderSignedInPage(<SubsystemsCard />, { token: 'demo-admin' });
    fireEvent.click(screen.getByRole('button', { name: 'Online training' }));
    await screen.findByText('You have no access to this subsystem.');
  });
});
