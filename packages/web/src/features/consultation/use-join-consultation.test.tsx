import { MAIN_IDS, type TestDemo } from '@mch/mock/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications, ROOMS_ORIGIN, renderSignedInPage, testDemo } from '../../test/render-page';
import { useJoinConsultation } from './use-join-consultation';

// Rendering whole pages in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanNotifications());

function JoinButton({ singleId }: { singleId: number }) {
  const join = useJoinConsultation();
  return (
    <button type="button" onClick={() => void join(singleId).catch(() => undefined)}>
      join
    </button>
  );
}

/** The meeting room the demo made for a consultation (none yet: undefined). */
const roomOf = (demo: TestDemo, singleId: number) =>
  demo.db().main.rooms.find((room) => room.projectId === singleId);

describe('useJoinConsultation', () => {
  it('the creator hosts: a room without a web address shows its number and chair password', async () => {
    // demo-doctor created this consultation; the rooms of this demo have no http(s) address.
    const demo = testDemo({ roomsOrigin: 'ftp://rooms.test' });
    await renderSignedInPage(<JoinButton singleId={MAIN_IDS.consultationByDoctor} />, { demo });
    fireEvent.click(screen.getByRole('button', { name: 'join' }));
    await screen.findByText('Meeting room ready');
    const room = roomOf(demo, MAIN_IDS.consultationByDoctor);
    expect(room?.type).toBe(1);
    screen.getByText(`Room number: ${room?.roomId}`);
    screen.getByText(`Chair password: ${room?.chairPassword}`);
  });

  it('the creator hosts: a room with an http(s) address opens in the out-system page', async () => {
    const { openPage, demo } = await renderSignedInPage(
      <JoinButton singleId={MAIN_IDS.consultationByDoctor} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'join' }));
    await waitFor(() => expect(openPage).toHaveBeenCalledTimes(1));
    const room = roomOf(demo, MAIN_IDS.consultationByDoctor);
    expect(openPage).toHaveBeenCalledWith(
      '/out-system-url',
      { url: `${ROOMS_ORIGIN}/demo-embedded/meeting.html?room=${room?.roomId}&host=1` },
      'Consultation room',
    );
  });

  it('an invited doctor joins as a guest, without making a room', async () => {
    const singleId = MAIN_IDS.consultationInvitingDoctor;
    const { demo } = await renderSignedInPage(<JoinButton singleId={singleId} />, { locale: 'zh-CN' });
    const consultation = demo.db().main.consultations.find((c) => c.singleId === singleId);
    fireEvent.click(screen.getByRole('button', { name: 'join' }));
    await screen.findByText(`${consultation?.patName}的会诊`);
    screen.getByText('您受邀参加本次会诊，将作为参会人入会。');
    expect(roomOf(demo, singleId)).toBeUndefined();
  });
});
