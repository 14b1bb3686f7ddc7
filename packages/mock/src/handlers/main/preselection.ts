/**
 * The chosen-user preselection of exam and training projects: adding rows without duplicates, and the
 * spreadsheet import of people.
 */
import { fail, missing } from '../../core/request';
import type { DemoUser, DoctorRow, MainState } from '../../core/state';
import { peopleOf, readSpreadsheet, SpreadsheetError } from '../../fixtures/main-import';
import { formatDateTime } from '../../fixtures/random';
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

/** Imports the people of an uploaded spreadsheet into a project's preselection; how many rows were added. */
export async function importPeople(
  st: MainState,
  user: DemoUser,
  now: Date,
  request: Request,
  projectId: number,
  systemType: number,
): Promise<number> {
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
  let rows: string[][];
  try {
    rows = await readSpreadsheet(bytes);
  } catch (e) {
    if (e instanceof SpreadsheetError) fail(e.message);
    fail('文件格式不正确，请上传 Excel（.xlsx）或 CSV 文件');
  }
  const people = peopleOf(rows);
  if (people.length === 0) fail('导入文件中没有人员数据');
  let imported = 0;
  const add = preselectionAdder(st, now);
  const unitByName = firstBy(st.units, (u) => u.name);
  const ownUnit = st.units.find((u) => u.id === user.unitId) ?? st.units[0];
  const byMobile = firstBy(st.doctors, (d) => d.mobile);
  const nameAtUnit = (name: string, unitId: number) => `${unitId}:${name}`;
  const byNameAtUnit = firstBy(st.doctors, (d) => nameAtUnit(d.name, d.unitId));
  let doctorId = nextId(st.doctors);
  for (const p of people) {
    const unit = (p.unitName && unitByName.get(p.unitName)) || ownUnit;
    if (!unit) continue;
    let doctor = (p.mobile && byMobile.get(p.mobile)) || byNameAtUnit.get(nameAtUnit(p.name, unit.id));
    if (!doctor) {
      doctor = {
        id: doctorId++,
        name: p.name,
        title: '医师',
        mobile: p.mobile ?? '',
        unitId: unit.id,
        officeId: null,
        officeName: null,
      };
      st.doctors.push(doctor);
      if (!byMobile.has(doctor.mobile)) byMobile.set(doctor.mobile, doctor);
      const key = nameAtUnit(doctor.name, doctor.unitId);
      if (!byNameAtUnit.has(key)) byNameAtUnit.set(key, doctor);
    }
    if (add(projectId, systemType, doctor.unitId, doctor)) imported += 1;
  }
  return imported;
}
