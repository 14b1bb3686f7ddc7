import { SimpleGrid, Stack } from '@mantine/core';
import { chooseUserPrePayload, type OrgTreeNode, type ProjectSelection, type UnitDoctor } from '@mch/sdk';
import { useMemo, useState } from 'react';
import { useWorkbench } from '../../platform/workbench-context';
import { DraftOffer, useFormDraft } from '../../ui/form-draft';
import { useWarnBeforeUnload } from '../../ui/guarded-modal';
import { type Choice, ChoicePanel } from './choice-panel';
import { DoctorList } from './doctor-list';
import { useJobList } from './sync-jobs';
import { UnitTree } from './unit-tree';
import { useJobActions } from './use-job-actions';

/** Props of StaffPicker. */
export interface StaffPickerProps {
  active: boolean;
  project: ProjectSelection;
  lobId: number | null;
  onLobChange: (lobId: number) => void;
  selectedNode: OrgTreeNode | null;
  onSelectNode: (node: OrgTreeNode | null) => void;
}

/** The choice in progress as its draft keeps it. */
interface ChoiceDraft {
  units: Choice[];
  doctors: Choice[];
}

const NO_CHOICE: ChoiceDraft = { units: [], doctors: [] };

/** The name the draft of a project's choice in progress is kept under. */
export function choiceDraftKey(project: ProjectSelection): string {
  return `preselection:${project.systemType}:${project.projectId}`;
}

const isChoiceList = (value: unknown): value is Choice[] =>
  Array.isArray(value) &&
  value.every(
    (c) =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as Record<string, unknown>).id === 'number' &&
      typeof (c as Record<string, unknown>).name === 'string',
  );

/** True when `value` is a kept choice (from storage another version may have written). */
export function isChoiceDraft(value: unknown): value is ChoiceDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return isChoiceList(v.units) && isChoiceList(v.doctors);
}

function without(list: readonly Choice[], ids: ReadonlySet<number>): Choice[] {
  return list.filter((choice) => !ids.has(choice.id));
}

/**
 * Choosing units (from the organisation tree) and doctors (of the selected unit, by office), and saving the
 * choice for the project as a background job; what was saved leaves the choice once the save ends, what was
 * not stays. The choice in progress is kept as a draft of the project (offered back after an expiry or a reload)
 * until it is saved or cleared; leaving the page with a choice asks first.
 */
export function StaffPicker({
  active,
  project,
  lobId,
  onLobChange,
  selectedNode,
  onSelectNode,
}: StaffPickerProps) {
  const [units, setUnits] = useState<Choice[]>([]);
  const [doctors, setDoctors] = useState<Choice[]>([]);
  const jobs = useWorkbench().chooseUserJobs;
  useJobList(jobs);
  const actions = useJobActions();
  const saving = jobs.runningJob('save', project) !== undefined;
  const draft = useFormDraft({
    form: choiceDraftKey(project),
    value: useMemo(() => ({ units, doctors }), [units, doctors]),
    initial: NO_CHOICE,
    accept: isChoiceDraft,
    onRestore: (kept) => {
      setUnits(kept.units);
      setDoctors(kept.doctors);
    },
  });
  useWarnBeforeUnload(draft.dirty);

  const toggleUnit = (node: OrgTreeNode) => {
    const unitId = node.unitId;
    if (unitId === null) return;
    setUnits((current) =>
      current.some((u) => u.id === unitId)
        ? current.filter((u) => u.id !== unitId)
        : [...current, { id: unitId, name: node.name }],
    );
  };
  const toggleDoctor = (doctor: UnitDoctor) => {
    setDoctors((current) =>
      current.some((d) => d.id === doctor.id)
        ? current.filter((d) => d.id !== doctor.id)
        : [...current, { id: doctor.id, name: doctor.name }],
    );
  };
  const chooseAll = (list: readonly UnitDoctor[]) => {
    setDoctors((current) => {
      const known = new Set(current.map((d) => d.id));
      return [...current, ...list.filter((d) => !known.has(d.id)).map((d) => ({ id: d.id, name: d.name }))];
    });
  };
  const save = () => {
    const body = chooseUserPrePayload(
      project,
      units.map((u) => u.id),
      doctors.map((d) => d.id),
    );
    if ('problem' in body) return;
    void actions.save(body.payload).then((job) => {
      if (job.status !== 'done') return;
      setUnits((current) => without(current, new Set(body.payload.unitList)));
      setDoctors((current) => without(current, new Set(body.payload.doctorIds)));
    });
  };

  const selectedUnit =
    selectedNode === null
      ? null
      : selectedNode.unitId === null
        ? ('catalogue' as const)
        : { id: selectedNode.unitId, name: selectedNode.name };

  return (
    <Stack gap="sm">
      <DraftOffer draft={draft} />
      <SimpleGrid cols={3} spacing="md">
        <UnitTree
          active={active}
          lobId={lobId}
          onLobChange={(next) => {
            onLobChange(next);
            onSelectNode(null);
          }}
          chosenUnitIds={new Set(units.map((u) => u.id))}
          onToggleUnit={toggleUnit}
          selectedId={selectedNode?.id ?? null}
          onSelect={(node) => onSelectNode(selectedNode?.id === node.id ? null : node)}
        />
        <DoctorList
          active={active}
          unit={selectedUnit}
          chosenDoctorIds={new Set(doctors.map((d) => d.id))}
          onToggle={toggleDoctor}
          onChooseAll={chooseAll}
        />
        <ChoicePanel
          units={units}
          doctors={doctors}
          onRemoveUnit={(id) => setUnits((current) => current.filter((u) => u.id !== id))}
          onRemoveDoctor={(id) => setDoctors((current) => current.filter((d) => d.id !== id))}
          onClear={() => {
            setUnits([]);
            setDoctors([]);
            draft.clear();
          }}
          onSave={save}
          saving={saving}
        />
      </SimpleGrid>
    </Stack>
  );
}
