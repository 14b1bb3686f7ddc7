import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications, renderPage, renderSignedInPage, testDemo } from '../../test/render-page';
import { AddLiveRoomModal } from './add-live-room-modal';

// Rendering whole pages in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanNotifications());

/** A live project of 2026, added to the demo's projects. */
const PROJECT = {
  projectUniqueId: 'lp-1',
  projectName: '产科急救直播培训',
  holdStartTime: '2026-06-20 09:00:00',
  holdEndTime: '2026-06-30 18:00:00',
  createUnitName: '湖南省妇幼保健院',
  projectNo: 'ZB2026001',
};

function input(name: string): HTMLInputElement {
  const el = screen.getAllByLabelText(name, { exact: false }).find((e) => e instanceof HTMLInputElement);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input ${name}`);
  return el;
}

describe('AddLiveRoomModal', () => {
  it('checks the form before sending anything (the browser test covers submitting)', async () => {
    const demo = testDemo();
    demo.db().live.projects.push(PROJECT);
    const rooms = demo.db().live.rooms.length;
    await renderSignedInPage(
      <AddLiveRoomModal opened onClose={() => undefined} year={2026} projectUniqueId="lp-1" />,
      { demo },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add room' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(demo.db().live.rooms).toHaveLength(rooms);

    fireEvent.change(input('Room name'), { target: { value: '讲'.repeat(51) } });
    await screen.findByText('The room name is too long');
    fireEvent.change(input('Room name'), { target: { value: ' 第一讲 ' } });
    screen.getByText('3 / 50');
    expect(input('Live project').value).toBe('产科急救直播培训 (ZB2026001)');
  });

  it('keeps what is typed as a draft and offers it back when the dialog opens again; asks before closing', async () => {
    const demo = testDemo();
    demo.db().live.projects.push(PROJECT);
    const onClose = vi.fn();
    const view = await renderSignedInPage(
      <AddLiveRoomModal opened onClose={onClose} year={2026} projectUniqueId="lp-1" />,
      { demo },
    );
    fireEvent.change(input('Room name'), { target: { value: '第一讲' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(onClose).not.toHaveBeenCalled();
    view.unmount();

    // The same dialog opened again in the tab (after a reload, say) offers what was typed.
    renderPage(<AddLiveRoomModal opened onClose={onClose} year={2026} projectUniqueId="lp-1" />, {
      demo,
      wb: view.wb,
    });
    const offer = await screen.findByRole('region', { name: 'Restore what you were typing?' });
    expect(input('Room name').value).toBe('');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(input('Room name').value).toBe('第一讲'));
    expect(view.wb.drafts.has('live-room:create:2026:lp-1')).toBe(true);
  });
});
