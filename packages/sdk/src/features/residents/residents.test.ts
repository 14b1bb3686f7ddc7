import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/helpers';
import { ApiError } from '../../http/errors';
import {
  areaCodesOf,
  checkTeamResident,
  type EnumerationMap,
  enumerationName,
  fetchAreaNames,
  fetchResidentByIdCard,
  fetchResidentEnumerations,
  isIdentityCard,
  normaliseIdentityCard,
  RESIDENT_ENUMERATION_IDS,
  type Resident,
  residentEnumerationNames,
  teamResidentQuery,
} from './residents';

const CARD = '43010219900307002X';

function value(id: number, enumName: string, enumValue: string) {
  return { id, enumName, enumValue, enumNameAlias: null, filterCondition: null };
}

const MAP: EnumerationMap = {
  '30': [value(3001, '男', '1'), value(3002, '女', '2')],
  '31': [value(3101, '汉族', '01'), value(3104, '苗族', '06')],
  '37': [value(3702, '已婚', '20')],
  '40': [value(4002, '大学本科', '20')],
  '80': [value(8002, '专业技术人员', '1')],
  '81': [value(8103, 'O型', '3')],
  '33': [value(3302, 'Rh阳性', '2')],
  '34': [value(3401, '户籍', '1')],
  '145': [value(14502, '城乡居民基本医疗保险', '2')],
};

const RESIDENT: Resident = {
  id: 700001,
  name: '李娟',
  idCard: CARD,
  sex: 3002,
  birthday: '1990-03-07',
  mobile: '13800000000',
  areaCode: '430102001000',
  address: '文艺路 1 栋',
  nation: 3104,
  maritalStatus: 3702,
  education: 4002,
  occupation: 8002,
  bloodType: 8103,
  rhBloodType: 3302,
  residenceType: 3401,
  insuranceType: 99999,
};

describe('identity cards', () => {
  it('normalises spaces and a lower-case x', () => {
    expect(normaliseIdentityCard(' 430102 19900307002x ')).toBe(CARD);
    expect(normaliseIdentityCard(null)).toBe('');
  });

  it('makes full-width digits and letters (a Chinese input method) plain', () => {
    expect(normaliseIdentityCard('４３０１０２１９９００３０７００２ｘ')).toBe(CARD);
    expect(normaliseIdentityCard('４３０１０２　１９９００３０７００２Ｘ')).toBe(CARD);
    expect(isIdentityCard('４３０１０２１９９００３０７００２Ｘ')).toBe(true);
  });

  it('accepts 18-character and old 15-digit cards only', () => {
    expect(isIdentityCard(CARD)).toBe(true);
    expect(isIdentityCard('430102199003070021')).toBe(true);
    expect(isIdentityCard('430102900307002')).toBe(true);
    expect(isIdentityCard('43010219900307002')).toBe(false);
    expect(isIdentityCard('4301021990030700XX')).toBe(false);
    expect(isIdentityCard('<script>alert(1)</script>')).toBe(false);
    expect(isIdentityCard('')).toBe(false);
  });
});

describe('the enumerations of the resident record', () => {
  it('asks for the 15 enumerations of the spec, in its order', async () => {
    const { wb, demo } = signedIn();
    const map = await fetchResidentEnumerations(wb.fds);
    expect(Object.keys(map).sort()).toEqual(RESIDENT_ENUMERATION_IDS.map(String).sort());
    expect(map['30']).toEqual(demo.db().fds.enums['30']);
    expect(demo.seen.map((r) => JSON.parse(r.body))).toEqual([
      [30, 31, 37, 40, 80, 81, 33, 34, 145, 135, 55, 27, 131, 125, 149],
    ]);
    expect(RESIDENT_ENUMERATION_IDS).toHaveLength(15);
  });

  it('resolves a value id in its own enumeration, then in any, and a stored value given as text', () => {
    expect(enumerationName(MAP, 30, 3002)).toBe('女');
    expect(enumerationName(MAP, 30, 3104)).toBe('苗族');
    expect(enumerationName(MAP, 31, '06')).toBe('苗族');
    expect(enumerationName(MAP, 31, '3101')).toBe('汉族');
    expect(enumerationName(MAP, 30, 12345)).toBeNull();
    expect(enumerationName(MAP, 30, null)).toBeNull();
    expect(enumerationName(undefined, 30, 3002)).toBeNull();
    expect(enumerationName({ '30': [value(3001, '  ', '1')] }, 30, 3001)).toBeNull();
  });

  it('names every coded field of a resident, null where unknown', () => {
    expect(residentEnumerationNames(RESIDENT, MAP)).toEqual({
      sex: '女',
      nation: '苗族',
      maritalStatus: '已婚',
      education: '大学本科',
      occupation: '专业技术人员',
      bloodType: 'O型',
      rhBloodType: 'Rh阳性',
      residenceType: '户籍',
      insuranceType: null,
    });
  });
});

describe('the resident by identity card', () => {
  it('reads the resident with the normalised card, and null when there is none', async () => {
    const { wb, demo } = signedIn();
    const resident = demo.db().fds.residents.find((r) => /X$/.test(r.idCard)) ?? demo.db().fds.residents[0];
    const card = resident?.idCard ?? '';
    expect(await fetchResidentByIdCard(wb.fds, card.toLowerCase())).toEqual(resident);
    expect(await fetchResidentByIdCard(wb.fds, '430102199001010011')).toBeNull();
    expect(demo.seen.map((r) => r.path)).toEqual([
      `/v1/fds-pc/residents-info/card/${card}`,
      '/v1/fds-pc/residents-info/card/430102199001010011',
    ]);
  });

  it('rejects with the typed error of a failure', async () => {
    const { wb, demo } = signedIn();
    demo.faults.set({ kind: 'businessError', backend: 'fds', message: 'down' });
    await expect(fetchResidentByIdCard(wb.fds, CARD)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('the area names of a resident', () => {
  it('lists the code of every level down to the code itself', () => {
    expect(areaCodesOf('430102001000')).toEqual([
      '430000000000',
      '430100000000',
      '430102000000',
      '430102001000',
    ]);
    expect(areaCodesOf('430000000000')).toEqual(['430000000000']);
    expect(areaCodesOf('000000000000')).toEqual([]);
    expect(areaCodesOf('abc')).toEqual([]);
    expect(areaCodesOf(null)).toEqual([]);
  });

  it('reads the name of each level, keeping the code where a name is empty', async () => {
    const { wb, demo } = signedIn();
    // A district whose dictionary entry has no name.
    demo.answer('GET fds /v1/fds-pc/dict-area/code/430102000000', {
      json: { code: 'SUCCESS', msg: '', data: { areaCode: '430102000000', areaName: '', isLeaf: false } },
    });
    expect(await fetchAreaNames(wb.fds, '430102000000')).toEqual([
      { code: '430000000000', level: 1, name: '湖南省' },
      { code: '430100000000', level: 2, name: '长沙市' },
      { code: '430102000000', level: 3, name: '430102000000' },
    ]);
    expect(await fetchAreaNames(wb.fds, 'nonsense')).toEqual([]);
    expect(demo.seen).toHaveLength(3);
  });
});

describe('the team-resident check', () => {
  it('sends the card and the doctor when known', async () => {
    expect(teamResidentQuery(` ${CARD.toLowerCase()}`, 3001)).toEqual({ idCard: CARD, doctorId: 3001 });
    expect(teamResidentQuery(CARD, null)).toEqual({ idCard: CARD });
    expect(teamResidentQuery(CARD, 0)).toEqual({ idCard: CARD });
    const { wb, demo } = signedIn();
    const [card, team] =
      Object.entries(demo.db().fds.teams).find(([, t]) => t.doctorIds.includes(3001)) ?? [];
    expect(await checkTeamResident(wb.fds, teamResidentQuery(card ?? '', 3001))).toEqual({
      inTeam: true,
      teamName: team?.teamName,
    });
    expect(await checkTeamResident(wb.fds, teamResidentQuery(CARD, 3001))).toEqual({
      inTeam: false,
      teamName: null,
    });
    expect(demo.seen.map((r) => r.query)).toEqual([
      { idCard: card, doctorId: '3001' },
      { idCard: CARD, doctorId: '3001' },
    ]);
  });
});
