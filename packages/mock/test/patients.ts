/**
 * What a person shown by the demo must agree with, wherever it is shown: a consultation's patient (name, sex,
 * age, identity card), the resident record of that identity card, and the identity card itself (GB 11643: the
 * birth date in digits 7–14, the sex in the 17th digit, odd for a man).
 */

/** A diagnosis of pregnancy, birth or the puerperium, as a reader of the list would take it. */
export const PREGNANCY = /妊娠|孕|胎|产后|子痫|羊水|早产(?!儿)/;
/** A diagnosis only a child has. */
export const PAEDIATRIC = /新生儿|婴儿|小儿|儿童|早产儿|佝偻病|矮小症|生长发育/;
/** A diagnosis only an adult has (besides pregnancy): premarital and fertility checks, gynaecology. */
export const ADULT = /婚前|生育力|绝经|宫颈|乳腺|子宫/;
/** Ages of child-bearing. */
export const CHILD_BEARING = { from: 15, to: 49 } as const;

/** The birth date written in an identity card, as 'YYYY-MM-DD'. */
export function birthDateOfCard(idCard: string): string {
  return `${idCard.slice(6, 10)}-${idCard.slice(10, 12)}-${idCard.slice(12, 14)}`;
}

/** 1 (male) or 2 (female): the 17th digit of an identity card, odd for a man. */
export function sexOfCard(idCard: string): 1 | 2 {
  return Number(idCard.charAt(16)) % 2 === 1 ? 1 : 2;
}

/** Whole years from a 'YYYY-MM-DD' date to `now` (local time). */
export function yearsSince(date: string, now: Date): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const before = now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d);
  return now.getFullYear() - y - (before ? 1 : 0);
}

/** A consultation's patient as the records list shows it. */
export interface ShownPatient {
  patName: string;
  patIdnum: string;
  patSex: number;
  patAge: number;
  diagnosis: string;
}

/** Why a patient's diagnosis does not fit the patient's sex and age, or undefined when it fits. */
export function misfitOf(p: ShownPatient): string | undefined {
  const woman = p.patSex === 2;
  if (PREGNANCY.test(p.diagnosis)) {
    if (!woman) return `a man with the pregnancy diagnosis ${p.diagnosis}`;
    if (p.patAge < CHILD_BEARING.from || p.patAge > CHILD_BEARING.to) {
      return `a woman of ${p.patAge} with the pregnancy diagnosis ${p.diagnosis}`;
    }
  }
  const child = p.patAge < CHILD_BEARING.from;
  if (child && ADULT.test(p.diagnosis)) return `a child of ${p.patAge} with the diagnosis ${p.diagnosis}`;
  if (!child && PAEDIATRIC.test(p.diagnosis))
    return `an adult of ${p.patAge} with the diagnosis ${p.diagnosis}`;
  return undefined;
}
