/**
 * The chosen-user preselection of exam and training projects: adding rows without duplicates, and the
 * spreadsheet import of people.
 */
import { fail, missing } from '../../core/request';
import type { DemoUser, DoctorRow, MainState } from '../../core/state';
import {
  type ImportedPerson,
  isMobileNumber,
  normalMobile,
  peopleOf,
  readSheetRows,
  SpreadsheetError,
} from '../../fixtures/main-import';
import { formatDateTime } from '../../fixtures/random';
import type { Schemas } from './routes';
import { firstBy, nextId } from './rows';
import { unitIndex } from './units';

/** A preselection row's identity: one row per project, system, unit and doctor (null = the whole unit). */
const preselectionKey = (projectId: number, systemType: number, unitId: number, doctorId: number | null) =>
  `${projectId}:${systemType}:${unitId}:${doctorId ?? ''}`;

/**
 * Adds rows to the preselection, skipping the ones it already holds (true when added). Made once per request,
 * so adding the thousands of doctors of a subtree stays linear.
 */
export function preselectionAdder(st: MainState, now: Date) {
  const keys = new Set(
    st.preselection.map((r) => preselectionKey(r.projectId, r.systemType, r.unitId, r.doctorId)),
  );
  const units = unitIndex(st).byId;
  let id = nextId(st.preselection);
  const createTime = formatDateTime(now);
  return (projectId: number, systemType: number, unitId: number, doctor: DoctorRow | null): boolean => {
    const key = preselectionKey(projectId, systemType, unitId, doctor?.id ?? null);
    if (keys.has(key)) return false;
    keys.add(key);
    st.preselection.push({
      id: id++,
      projectId,
      systemType,
      unitId,
      unitName: units.get(unitId)?.name ?? '',
      doctorId: doctor?.id ?? null,
      doctorName: doctor?.name ?? null,
      createTime,
    });
    return true;
  };
}

/** A row of the import that was not imported, and why (ImportRejectedRow). */
export type RejectedRow = Schemas['ImportRejectedRow'];

/** What an import did (ImportResult): how many rows were added, and every other row with why. */
export interface ImportOutcome {
  imported: number;
  rejected: RejectedRow[];
}

/** A name as compared: without spaces (a list may pad 张伟 as 张 伟). */
const bareName = (name: string) => name.replace(/\s+/g, '');

/** Values grouped by a key, in order. */
function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/**
 * Imports the people of an uploaded spreadsheet into a project's preselection. Each row is matched to an existing
 * doctor account, never made into a new one: by its mobile number (whose account must have the row's name, when
 * it gives one), else by its name within the unit it names, else within the importer's unit when it names none.
 * A row is imported once: one whose person an earlier row already took, or who is already preselected, is
 * reported like any row not imported, so `imported` plus the rows reported is the number of people rows.
 */
export async function importPeople(
  st: MainState,
  user: DemoUser,
  now: Date,
  request: Request,
  projectId: number,
  systemType: number,
): Promise<ImportOutcome> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    fail('请上传导入文件');
  }
  const file = form.get('file');
  if (file === null) missing('file');
  const bytes =
    typeof file === 'string' ? new TextEncoder().encode(file) : new Uint8Array(await file.arrayBuffer());
  let people: ImportedPerson[];
  try {
    people = peopleOf(await readSheetRows(bytes));
  } catch (e) {
    if (e instanceof SpreadsheetError) fail(e.message);
    fail('文件格式不正确，请上传 Excel（.xlsx）或 CSV 文件');
  }
  if (people.length === 0) fail('导入文件中没有人员数据');
  const add = preselectionAdder(st, now);
  const unitByName = firstBy(st.units, (u) => u.name);
  const unitByShortName = firstBy(st.units, (u) => u.shortName);
  const ownUnit = unitIndex(st).byId.get(user.unitId);
  const byMobile = groupBy(st.doctors, (d) => d.mobile);
  const nameAtUnit = (name: string, unitId: number) => `${unitId}:${bareName(name)}`;
  const byNameAtUnit = groupBy(st.doctors, (d) => nameAtUnit(d.name, d.unitId));
  const taken = new Set<number>();
  const outcome: ImportOutcome = { imported: 0, rejected: [] };

  /** The doctor of a row, or why there is none. */
  const match = (p: ImportedPerson): DoctorRow | RejectedRow['reason'] => {
    if (p.mobile !== undefined) {
      const mobile = normalMobile(p.mobile);
      if (!isMobileNumber(mobile)) return 'invalidMobile';
      const owners = byMobile.get(mobile) ?? [];
      if (owners.length > 0) {
        const name = p.name;
        const owner =
          name === undefined ? owners[0] : owners.find((d) => bareName(d.name) === bareName(name));
        return owner ?? 'nameMismatch';
      }
    }
    if (p.name === undefined) return 'unknownPerson';
    const unit =
      p.unitName === undefined ? ownUnit : (unitByName.get(p.unitName) ?? unitByShortName.get(p.unitName));
    if (!unit) return p.unitName === undefined ? 'unknownPerson' : 'unknownUnit';
    const namesakes = byNameAtUnit.get(nameAtUnit(p.name, unit.id)) ?? [];
    if (namesakes.length > 1) return 'ambiguousPerson';
    return namesakes[0] ?? 'unknownPerson';
  };

  for (const p of people) {
    const found = match(p);
    let reason: RejectedRow['reason'] | null;
    if (typeof found === 'string') reason = found;
    else if (taken.has(found.id)) reason = 'duplicate';
    else {
      taken.add(found.id);
      reason = add(projectId, systemType, found.unitId, found) ? null : 'alreadyPreselected';
    }
    if (reason === null) outcome.imported += 1;
    else outcome.rejected.push({ row: p.row, name: p.name ?? null, reason });
  }
  return outcome;
}
