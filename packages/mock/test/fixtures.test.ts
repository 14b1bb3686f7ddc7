import { regionCodeAt, regionLevelOf } from '@mch/sdk';
import { describe, expect, it } from 'vitest';
import { seedDb } from '../src/core/db';
import { AREAS, areaLevelOf, isWithinArea } from '../src/fixtures/areas';
import { seedOrgs as seedFdsOrgs } from '../src/fixtures/fds';
import { seedOrgs as seedMainOrgs } from '../src/fixtures/main-orgs';
import { createRng, idCardCheckChar, identityCard } from '../src/fixtures/random';
import { TEST_NOW } from './support';

describe('seeded fixtures', () => {
  it('are the same on every run for the same "now"', () => {
    const a = seedDb('http://localhost', TEST_NOW);
    const b = seedDb('http://localhost', new Date(TEST_NOW.getTime()));
    for (const key of ['live', 'message', 'fds', 'exam', 'training'] as const) {
      expect(JSON.stringify(a[key])).toBe(JSON.stringify(b[key]));
    }
  });

  it('survive a JSON round trip (the browser keeps them in sessionStorage)', () => {
    const db = seedDb('http://localhost', TEST_NOW);
    for (const key of ['live', 'message', 'fds', 'exam', 'training'] as const) {
      expect(JSON.parse(JSON.stringify(db[key]))).toEqual(db[key]);
    }
  });

  it('draw the same numbers from the same seed', () => {
    const a = createRng(7);
    const b = createRng(7);
    const draws = Array.from({ length: 20 }, () => a.int(0, 1000));
    expect(Array.from({ length: 20 }, () => b.int(0, 1000))).toEqual(draws);
    expect(new Set(draws).size).toBeGreaterThan(10);
  });
});

describe('the region dictionary', () => {
  const areas = AREAS;

  it('has 12-digit codes whose level agrees with the SDK and whose parent is the code one level up', () => {
    const codes = new Set(areas.map((a) => a.code));
    expect(codes.size).toBe(areas.length);
    for (const area of areas) {
      expect(areaLevelOf(area.code)).toBe(area.level);
      expect(regionLevelOf(area.code)).toBe(area.level);
      if (area.parentCode === null) {
        expect(area.level).toBe(1);
      } else {
        expect(codes.has(area.parentCode)).toBe(true);
        expect(regionCodeAt(area.code, (area.level - 1) as 1 | 2 | 3 | 4)).toBe(area.parentCode);
      }
    }
  });

  it('covers Hunan (43) and Yunnan (53), each down to level 5 on some branches', () => {
    for (const province of ['43', '53']) {
      const mine = areas.filter((a) => a.code.startsWith(province));
      expect(mine.filter((a) => a.level === 1).map((a) => a.code)).toEqual([`${province}0000000000`]);
      expect(mine.some((a) => a.level === 5)).toBe(true);
    }
    expect(isWithinArea('430102001001', '430100000000')).toBe(true);
    expect(isWithinArea('430102001001', '530100000000')).toBe(false);
  });
});

describe('identity cards', () => {
  it('carry a valid GB 11643 check character, the birthday and the sex parity', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    const female = identityCard('430102', new Date(1990, 6, 22), 123, true);
    const male = identityCard('430102', new Date(1990, 6, 22), 123, false);
    expect(female.slice(0, 14)).toBe('43010219900722');
    expect(Number(female[16]) % 2).toBe(0);
    expect(Number(male[16]) % 2).toBe(1);
    expect(female.at(-1)).toBe(idCardCheckChar(female.slice(0, 17)));
  });
});

describe('the organisations', () => {
  it('are one set: every fds organisation is the main unit with the same id, name and area code', () => {
    const units = seedMainOrgs(TEST_NOW).units;
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
    const byId = new Map(units.map((u) => [u.id, u]));
    const orgs = seedFdsOrgs(TEST_NOW);
    expect(orgs.map((o) => o.id)).toEqual(expect.arrayContaining([1000, 1010, 1100, 2001, 2002, 2003, 2101]));
    for (const org of orgs) {
      expect(byId.get(org.id)).toMatchObject({
        name: org.name,
        areaCode: org.areaCode,
        parentId: org.parentId,
      });
    }
    expect(byId.get(1010)?.name).toBe('长沙市妇幼保健院');
  });
});
