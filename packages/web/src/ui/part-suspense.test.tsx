import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeAtom } from '../i18n';
import { ChunkLoadError, lazyChunk } from '../platform/chunk';
import { renderUi } from '../test/render';
import { PartSuspense } from './part-suspense';

let failing = true;
function Fragile() {
  if (failing) throw new Error('boom');
  return <p>part content</p>;
}

beforeEach(() => {
  failing = true;
  // React reports caught errors on the console; the panel is what the user sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

describe('PartSuspense', () => {
  it('shows the part once its code has arrived', async () => {
    const Part = lazyChunk(() => Promise.resolve({ default: () => <p>loaded part</p> }));
    renderUi(
      <PartSuspense fallback={<p>loading…</p>}>
        <Part />
      </PartSuspense>,
    );
    screen.getByText('loading…');
    await screen.findByText('loaded part');
  });

  it('says in place that the code did not arrive and offers a reload', async () => {
    const Part = lazyChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderUi(
      <>
        <PartSuspense>
          <Part />
        </PartSuspense>
        <p>the rest</p>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the workbench could not be loaded');
    expect(alert.textContent).toContain('did not answer within 2 minutes');
    screen.getByRole('button', { name: 'Reload' });
    screen.getByText('the rest');
  });

  it('renders a part that threw again on Retry', () => {
    renderUi(
      <PartSuspense>
        <Fragile />
      </PartSuspense>,
      { locale: 'zh-CN' },
    );
    expect(screen.getByRole('alert').textContent).toContain('这一部分出现故障');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    screen.getByText('part content');
  });

  it('tells a part with no place of its own in one notification, in the language switched to', async () => {
    const Part = lazyChunk(() => Promise.reject(new ChunkLoadError('timeout')));
    const { store } = renderUi(
      <>
        <Notifications />
        <PartSuspense quiet>
          <Part />
        </PartSuspense>
      </>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('This part of the workbench could not be loaded');
    // No panel in place: the notification is the one alert.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => store.set(localeAtom, 'zh-CN'));
    expect(screen.getByRole('alert').textContent).toContain('工作台的这一部分无法加载');
  });
});
