import type { FdsPaths, MainPaths } from '@mch/sdk/generated';
import { describe, expect, it } from 'vitest';
import { MAIN_IDS } from '../src/fixtures/main';
import { birthDateOfCard, misfitOf, PREGNANCY, sexOfCard, yearsSince } from './patients';
import { sdkClient, TEST_NOW, useDemo } from './support';

// The demo's patients are one person wherever they are shown (issue: the records list named a woman whose record
// opened a man's): the records list, a consultation's details and the resident record of the identity card.

const demo = useDemo({ resetAfterEach: false });
const main = () => sdkClient<MainPaths>(demo, 'main', 'demo-doctor');
const fds = () => sdkClient<FdsPaths>(demo, 'fds', 'demo-doctor');

async function allRecords() {
  const first = await main().GET('/consultationSingle/queryRcsMedicalRecord', {
    params: { query: { pageIndex: 1, pageSize: 100 } },
  });
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.total / 100) - 1 }, (_, i) =>
      main().GET('/consultationSingle/queryRcsMedicalRecord', {
        params: { query: { pageIndex: i + 2, pageSize: 100 } },
      }),
    ),
  );
  return [first, ...rest].flatMap((p) => p.records);
}

/** 'male' or 'female': the name of a resident's sex value in the sex enumeration (30). */
async function sexNames(): Promise<Map<number, string>> {
  const map = await fds().POST('/v1/fds-pc/sys-enum/keys-values-map', { body: [30] });
  return new Map((map['30'] ?? []).map((v) => [v.id, v.enumName]));
}

describe('the patients of the medical records', () => {
  it("are the residents of their identity cards: the record, the consultation's details and the resident record name the same person", async () => {
    const records = await allRecords();
    expect(records.length).toBeGreaterThan(200);
    const sexes = await sexNames();
    for (const r of records) {
      const resident = await fds().GET('/v1/fds-pc/residents-info/card/{idCard}', {
        params: { path: { idCard: r.patIdnum } },
      });
      const shown = `record ${r.singleId}`;
      expect(resident, shown).not.toBeNull();
      if (!resident) continue;
      expect(resident.name, shown).toBe(r.patName);
      expect(sexes.get(resident.sex), shown).toBe(r.patSex === 1 ? '男' : '女');
      expect(yearsSince(resident.birthday, TEST_NOW), shown).toBe(r.patAge);
      const info = await main().GET('/consultationSingle/getConsultationInfo', {
        params: { query: { singleId: r.singleId } },
      });
      expect({ name: info.patName, card: info.patIdnum, sex: info.patSex, age: info.patAge }, shown).toEqual({
        name: r.patName,
        card: r.patIdnum,
        sex: r.patSex,
        age: r.patAge,
      });
    }
    // One record per resident.
    expect(new Set(records.map((r) => r.patIdnum)).size).toBe(records.length);
  });

  it('show the sex and age their identity card says', async () => {
    for (const r of await allRecords()) {
      const shown = `record ${r.singleId} (${r.patIdnum})`;
      expect(sexOfCard(r.patIdnum), shown).toBe(r.patSex);
      expect(yearsSince(birthDateOfCard(r.patIdnum), TEST_NOW), shown).toBe(r.patAge);
    }
    const sexes = await sexNames();
    for (const resident of demo.db().fds.residents) {
      const shown = `resident ${resident.id} (${resident.idCard})`;
      expect(birthDateOfCard(resident.idCard), shown).toBe(resident.birthday);
      expect(sexes.get(resident.sex), shown).toBe(sexOfCard(resident.idCard) === 1 ? '男' : '女');
    }
  });

  it('have diagnoses that fit their sex and age: no man and no child is pregnant', async () => {
    const records = await allRecords();
    expect(records.filter((r) => r.patSex === 1 && PREGNANCY.test(r.diagnosis))).toEqual([]);
    expect(records.map(misfitOf).filter((m) => m !== undefined)).toEqual([]);
    // A maternal-and-child system: most patients are women and children, and the pregnant ones are many.
    const womenAndChildren = records.filter((r) => r.patSex === 2 || r.patAge < 15);
    expect(womenAndChildren.length / records.length).toBeGreaterThan(0.85);
    expect(records.filter((r) => PREGNANCY.test(r.diagnosis)).length).toBeGreaterThan(records.length / 2);
    expect(records.some((r) => r.patAge < 7)).toBe(true);
  });

  it('open on women: the consultation demo-doctor created and the one he is invited to are women of child-bearing age', async () => {
    const [own, invited] = await Promise.all(
      [MAIN_IDS.consultationByDoctor, MAIN_IDS.consultationInvitingDoctor].map((singleId) =>
        main().GET('/consultationSingle/getConsultationInfo', { params: { query: { singleId } } }),
      ),
    );
    for (const info of [own, invited]) {
      expect(info?.patSex).toBe(2);
      expect(info?.patAge).toBeGreaterThanOrEqual(15);
      expect(info?.patAge).toBeLessThanOrEqual(49);
    }
  });
});
