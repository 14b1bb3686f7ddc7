import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications, fakeBackend, renderSignedInPage } from '../../test/fake-backend';
import { AddLiveRoomModal } from './add-live-room-modal';

// Rendering whole pages in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanNotifications());

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
    const { requests } = await renderSignedInPage(
      <AddLiveRoomModal opened onClose={() => undefined} year={2026} projectUniqueId="lp-1" />,
      fakeBackend({
        'GET live /YunProject/GetProjectSelect': { data: [PROJECT] },
        'POST live /yunproject/AddLiveRoom': { fail: 'refused' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add room' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(requests.some((c) => c.includes('AddLiveRoom'))).toBe(false);

    fireEvent.change(input('Room name'), { target: { value: '讲'.repeat(51) } });
    expect(await screen.findByText('The room name is too long')).toBeTruthy();
    fireEvent.change(input('Room name'), { target: { value: ' 第一讲 ' } });
    expect(screen.getByText('3 / 50')).toBeTruthy();
    expect(input('Live project').value).toBe('产科急救直播培训 (ZB2026001)');
  });
});
