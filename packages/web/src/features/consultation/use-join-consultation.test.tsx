import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanNotifications,
  type FakeBackend,
  fakeBackend,
  renderSignedInPage,
  TEST_USER,
} from '../../test/fake-backend';
import { useJoinConsultation } from './use-join-consultation';

// Rendering whole pages in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanNotifications());

const INFO = {
  singleId: 10001,
  rcRoomId: 'RC10001',
  clientType: 1,
  creatorId: TEST_USER.relationId,
  patName: '刘秀英',
  patIdnum: '430102199001011234',
  patSex: 2,
  patAge: 32,
};

function JoinButton({ singleId }: { singleId: number }) {
  const join = useJoinConsultation();
  return (
    <button type="button" onClick={() => void join(singleId).catch(() => undefined)}>
      join
    </button>
  );
}

function backendOf(info: typeof INFO, room: Record<string, unknown>): FakeBackend {
  return fakeBackend({
    'GET main /consultationSingle/getConsultationInfo': { data: info },
    'GET main /whiteboard/createHstRoom': { data: room },
  });
}

describe('useJoinConsultation', () => {
  it('the creator hosts: a room without an address shows its number and chair password', async () => {
    const { requests } = await renderSignedInPage(
      <JoinButton singleId={10001} />,
      backendOf(INFO, { roomId: 'HST1', chairPassword: '654321' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'join' }));
    expect(await screen.findByText('Meeting room ready')).toBeTruthy();
    expect(screen.getByText('Room number: HST1')).toBeTruthy();
    expect(screen.getByText('Chair password: 654321')).toBeTruthy();
    expect(requests).toContain('GET main /whiteboard/createHstRoom?projectId=10001&type=1');
  });

  it('the creator hosts: a room with an http(s) address opens in the out-system page', async () => {
    const { openPage } = await renderSignedInPage(
      <JoinButton singleId={10001} />,
      backendOf(INFO, { roomId: 'HST1', chairPassword: '1', url: 'http://test/room/HST1' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'join' }));
    await screen.findByRole('button', { name: 'join' });
    await waitFor(() =>
      expect(openPage).toHaveBeenCalledWith(
        '/out-system-url',
        { url: 'http://test/room/HST1' },
        'Consultation room',
      ),
    );
  });

  it('an invited doctor joins as a guest, without making a room', async () => {
    const { requests } = await renderSignedInPage(
      <JoinButton singleId={10002} />,
      backendOf({ ...INFO, singleId: 10002, creatorId: 9 }, { roomId: 'x', chairPassword: 'y' }),
      undefined,
      { locale: 'zh-CN' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'join' }));
    expect(await screen.findByText('刘秀英的会诊')).toBeTruthy();
    expect(screen.getByText('您受邀参加本次会诊，将作为参会人入会。')).toBeTruthy();
    expect(requests.some((c) => c.includes('createHstRoom'))).toBe(false);
  });
});
