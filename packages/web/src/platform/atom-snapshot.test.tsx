import { createWorkbench, type UserInfo } from '@mch/sdk';
import { memoryCookies } from '@mch/sdk/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG, testDemo } from '../test/render-page';
import { useAtomSnapshot } from './atom-snapshot';
import { RuntimeConfigProvider } from './runtime-config-context';
import { useCurrentUser, useSessionState, WorkbenchProvider, workbenchConfigOf } from './workbench-context';

describe('useAtomSnapshot', () => {
  it('renders its component once when it mounts, and again when the atom changes', () => {
    const word = atom('first');
    const store = createStore();
    const renders: string[] = [];
    function Word() {
      const value = useAtomSnapshot(word);
      renders.push(value);
      return <p>{value}</p>;
    }
    render(
      <Provider store={store}>
        <Word />
      </Provider>,
    );
    expect(screen.getByText('first')).not.toBeNull();
    expect(renders).toEqual(['first']);

    act(() => store.set(word, 'second'));
    expect(screen.getByText('second')).not.toBeNull();
    expect(renders).toEqual(['first', 'second']);

    act(() => store.set(word, 'second'));
    expect(renders).toEqual(['first', 'second']);
  });
});

describe('useCurrentUser', () => {
  it('does not render again when the session brings the business lines after the menu', async () => {
    const demo = testDemo();
    const wb = createWorkbench({
      ...workbenchConfigOf(TEST_CONFIG),
      adapters: {
        fetch: (request: Request) => demo.fetch(request),
        cookies: memoryCookies({ mch_token: 'demo-doctor' }),
      },
    });
    const renders: UserInfo[] = [];
    function Name() {
      const user = useCurrentUser();
      renders.push(user);
      return <p>{user.nickName}</p>;
    }
    // Renders its children once the session is ready, and renders again on every change of the session.
    function WhenReady({ children }: { children: ReactNode }) {
      return useSessionState().status === 'ready' ? children : null;
    }
    render(
      <RuntimeConfigProvider config={TEST_CONFIG}>
        <WorkbenchProvider workbench={wb}>
          <WhenReady>
            <Name />
          </WhenReady>
        </WorkbenchProvider>
      </RuntimeConfigProvider>,
    );
    await act(async () => {
      await wb.session.start({ targetRoute: null });
    });
    // The demo doctor has business lines: the session was ready once without them, then with them.
    await waitFor(() => {
      const state = wb.session.getSnapshot();
      expect(state.status === 'ready' && state.businessLines.length > 0).toBe(true);
    });
    expect(screen.getByText(renders[0]?.nickName ?? '-')).not.toBeNull();
    expect(renders).toHaveLength(1);
  });
});
