import type { LivePaths, MessagePaths } from '@mch/sdk/generated';
import { describe, expect, it } from 'vitest';
import { HOSTILE } from '../src/fixtures/random';
import { demoUsers } from '../src/index';
import { refusalOf, sdkClient, TEST_NOW, useDemo } from './support';

const demo = useDemo();
const live = () => sdkClient<LivePaths>(demo, 'live');
const [doctor, admin] = demoUsers('http://localhost');
const doctorCard = doctor?.identityCard ?? '';
const adminCard = admin?.identityCard ?? '';

const findByCode = (code: string) =>
  live().GET('/yunproject/GetLiveInfoByCode', { params: { query: { code } } });
const statusOf = (projectUniqueId: string, sertId: string) =>
  live().GET('/yunproject/GetSignUpStatus', { params: { query: { projectUniqueId, sertId } } });
const payload = (certificateId: string, projectUniqueId: string) => ({
  certificateId,
  realName: '张伟',
  unitName: '长沙市芙蓉区妇幼保健院',
  joinType: 5 as const,
  projectUniqueId,
});

describe('live sign-up', () => {
  it('finds LIVE0001 (trimmed, any case) unregistered; other codes find nothing', async () => {
    const project = await findByCode(' live0001 ');
    expect(project?.projectNo).toBe('LIVE0001');
    expect(await statusOf(project?.projectUniqueId ?? '', doctorCard)).toMatchObject({ signedUp: false });
    expect(await findByCode('NOPE0001')).toBeNull();
  });

  it('the portal sign-up flips the status for that user only, and a second sign-up is refused', async () => {
    const project = await findByCode('LIVE0001');
    const id = project?.projectUniqueId ?? '';
    await live().POST('/yunproject/PortalSignUp', { body: payload(doctorCard, id) });
    expect(await statusOf(id, doctorCard)).toEqual({ projectUniqueId: id, signedUp: true });
    expect(await statusOf(id, adminCard)).toEqual({ projectUniqueId: id, signedUp: false });
    const again = await refusalOf(live().POST('/yunproject/PortalSignUp', { body: payload(doctorCard, id) }));
    expect(again.code).toBe(400);
    expect(again.serverMessage).toContain('已报名');
  });

  it('the §7.2 sign-up flips the status too, and the user gets a notice', async () => {
    const project = await findByCode('LIVE0001');
    const id = project?.projectUniqueId ?? '';
    await live().POST('/yunproject/SignUpProject', { body: payload(adminCard, id) });
    expect(
      await live().GET('/yunproject/CheckUserSignUpProject', {
        params: { query: { projectUniqueId: id, sertId: adminCard } },
      }),
    ).toMatchObject({ signedUp: true });
    const pulled = await sdkClient<MessagePaths>(demo, 'message', 'demo-admin').GET('/v1/message/pull', {
      params: { query: { unitId: 2101 } },
    });
    expect(pulled.map((m) => m.title)).toEqual([`直播报名成功：${project?.projectName}`]);
  });

  it('refuses a wrong join type, an unknown project and an empty body field', async () => {
    const project = await findByCode('LIVE0001');
    const id = project?.projectUniqueId ?? '';
    const body = { ...payload(doctorCard, id), joinType: 4 } as unknown as ReturnType<typeof payload>;
    await refusalOf(live().POST('/yunproject/PortalSignUp', { body }));
    await refusalOf(live().POST('/yunproject/PortalSignUp', { body: payload(doctorCard, 'lp-missing') }));
    await refusalOf(
      live().POST('/yunproject/PortalSignUp', { body: { ...payload(doctorCard, id), realName: ' ' } }),
    );
    expect(await statusOf(id, doctorCard)).toMatchObject({ signedUp: false });
  });
});

describe('live projects and figures', () => {
  it('lists the projects of a year, newest first, and counts them', async () => {
    const year = TEST_NOW.getFullYear() - 1;
    const list = await live().GET('/YunProject/GetProjectSelect', {
      params: { query: { projectyear: year } },
    });
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.every((p) => p.holdStartTime.startsWith(`${year}-`))).toBe(true);
    const starts = list.map((p) => p.holdStartTime);
    expect(starts).toEqual([...starts].sort().reverse());
    const count = await live().GET('/YunProject/GetProjectInfoCount', {
      params: { query: { projectyear: year } },
    });
    expect(count.projectCount).toBe(list.length);
    expect(count.liveCount).toBeGreaterThan(0);
    const thisYear = await live().GET('/YunProject/GetProjectSelect', {
      params: { query: { projectyear: TEST_NOW.getFullYear() } },
    });
    expect(thisYear.some((p) => p.projectName.includes(HOSTILE.script))).toBe(true);
    expect(
      await live().GET('/YunProject/GetProjectSelect', { params: { query: { projectyear: 1999 } } }),
    ).toEqual([]);
  });

  it('a sign-up raises the project study figures, the user figures and the live alerts', async () => {
    const project = await findByCode('LIVE0001');
    const id = project?.projectUniqueId ?? '';
    const figures = () =>
      live().GET('/YunProject/GetProjectStudyCount', { params: { query: { projectUniqueId: id } } });
    const mine = () =>
      live().GET('/YunProject/GetUserProjectCount', { params: { query: { sertId: doctorCard } } });
    const alerts = () =>
      live().GET('/yunproject/GetLiveAlert', { params: { query: { SertId: doctorCard } } });
    const [before, mineBefore, alertsBefore] = [await figures(), await mine(), await alerts()];
    expect(alertsBefore.map((a) => a.projectUniqueId)).not.toContain(id);
    await live().POST('/yunproject/PortalSignUp', { body: payload(doctorCard, id) });
    expect((await figures()).signUpCount).toBe(before.signUpCount + 1);
    expect((await mine()).signUpCount).toBe(mineBefore.signUpCount + 1);
    const after = await alerts();
    expect(after.map((a) => a.projectUniqueId)).toContain(id);
    expect(after.find((a) => a.projectUniqueId === id)?.liveStartTime).toBe(project?.holdStartTime);
  });

  it('finds a project by its number and refuses an unknown one', async () => {
    const project = await live().GET('/yunproject/GetProjectInfo', {
      params: { query: { ProjectNo: 'LIVE0001' } },
    });
    expect(project.projectNo).toBe('LIVE0001');
    const refusal = await refusalOf(
      live().GET('/yunproject/GetProjectInfo', { params: { query: { ProjectNo: 'NOPE' } } }),
    );
    expect(refusal.code).toBe(400);
  });

  it('adds a live room and refuses one that ends before it starts', async () => {
    const project = await findByCode('LIVE0001');
    const body = {
      projectUniqueId: project?.projectUniqueId ?? '',
      roomName: '第二讲：产后出血的识别',
      startTime: '2026-03-20 09:00:00',
      endTime: '2026-03-20 11:00:00',
    };
    const room = await live().POST('/yunproject/AddLiveRoom', { body });
    expect(room).toMatchObject({ projectUniqueId: body.projectUniqueId, roomName: body.roomName });
    expect(room.liveUrl).toMatch(/^http:\/\/localhost\/demo-embedded\/live\.html\?room=/);
    await refusalOf(
      live().POST('/yunproject/AddLiveRoom', { body: { ...body, endTime: '2026-03-20 08:00:00' } }),
    );
  });
});
