import { Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type OrgTreeNode, type ProjectSelection, UNIT_TYPE_CODES } from '@mch/sdk';
import { type FormEvent, useMemo, useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { DraftOffer, type FormDraft, useFormDraft } from '../../ui/form-draft';
import { GuardedModal, useUnsavedInput } from '../../ui/guarded-modal';
import { unitTypeName } from '../../ui/unit-type-name';
import { useJobStateNote } from './job-state-note';
import { studentSettingMessages } from './messages';
import { useJobActions } from './use-job-actions';

/** What the "add all" form holds, as its draft keeps it. */
interface AddAllForm {
  scope: 'all' | 'node';
  unitTypes: string[];
  unitName: string;
}

const EMPTY_FORM: AddAllForm = { scope: 'node', unitTypes: [], unitName: '' };

/** The name the draft of a project's "add all" form is kept under. */
export function addAllDraftKey(project: ProjectSelection): string {
  return `preselection:add-all:${project.systemType}:${project.projectId}`;
}

/** True when `value` is a kept "add all" form (from storage another version may have written). */
export function isAddAllForm(value: unknown): value is AddAllForm {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.scope === 'all' || v.scope === 'node') &&
    Array.isArray(v.unitTypes) &&
    v.unitTypes.every((type) => typeof type === 'string') &&
    typeof v.unitName === 'string'
  );
}

/** Props of AddAllDialog. */
export interface AddAllDialogProps {
  opened: boolean;
  onClose: () => void;
  project: ProjectSelection;
  /** The node selected in the tree: "add all" may take its subtree. */
  selectedNode: OrgTreeNode | null;
}

/**
 * "Add all": every doctor of the units under a tree node (or of every unit), of some unit types, whose name
 * contains a text. Starts a background job and closes; the form keeps its values until the job has succeeded, and
 * as a draft of the project (offered back after an expiry or a reload); closing with unsaved input asks first.
 */
export function AddAllDialog({ opened, onClose, project, selectedNode }: AddAllDialogProps) {
  const t = useMessages(studentSettingMessages);
  const common = useT();
  const actions = useJobActions();
  const { running, note } = useJobStateNote('addAll', project);
  const [scope, setScope] = useState<'all' | 'node'>(EMPTY_FORM.scope);
  const [unitTypes, setUnitTypes] = useState<string[]>(EMPTY_FORM.unitTypes);
  const [unitName, setUnitName] = useState(EMPTY_FORM.unitName);
  const draft = useFormDraft({
    form: addAllDraftKey(project),
    value: useMemo(() => ({ scope, unitTypes, unitName }), [scope, unitTypes, unitName]),
    initial: EMPTY_FORM,
    accept: isAddAllForm,
    onRestore: (kept) => {
      setScope(kept.scope);
      setUnitTypes(kept.unitTypes);
      setUnitName(kept.unitName);
    },
  });
  const useNode = scope === 'node' && selectedNode !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Once submitted the dialog fades out: a second click on its fading button (a double click) starts nothing more.
    if (!opened || running) return;
    void actions
      .addAll(project, {
        treeCode: useNode ? selectedNode.treeCode : null,
        unitTypes: unitTypes.map(Number),
        unitName,
      })
      .then((job) => {
        if (job.status !== 'done') return;
        setScope(EMPTY_FORM.scope);
        setUnitTypes([]);
        setUnitName('');
        draft.clear();
      });
    onClose();
  };
  const discard = () => {
    setScope(EMPTY_FORM.scope);
    setUnitTypes([]);
    setUnitName('');
    draft.clear();
  };

  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={t('addAllTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <DraftOffer draft={draft} />
          <Text size="sm" c="dimmed">
            {t('addAllHint')}
          </Text>
          <Radio.Group
            label={t('addAllScope')}
            value={useNode ? 'node' : 'all'}
            onChange={(value) => setScope(value === 'node' ? 'node' : 'all')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="all" label={t('addAllWholeTree')} />
              {selectedNode !== null && (
                <Radio
                  value="node"
                  label={t('addAllSelectedNode', { name: selectedNode.name })}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
              )}
            </Stack>
          </Radio.Group>
          <Checkbox.Group label={t('unitTypes')} value={unitTypes} onChange={setUnitTypes}>
            <Group gap="md" mt={6}>
              {UNIT_TYPE_CODES.map((code) => (
                <Checkbox
                  key={code}
                  value={String(code)}
                  label={unitTypeName(common, code) ?? String(code)}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <TextInput
            label={t('unitName')}
            placeholder={t('unitNamePlaceholder')}
            value={unitName}
            onChange={(event) => setUnitName(event.currentTarget.value)}
            maxLength={100}
          />
          {note}
          <Actions draft={draft} onDiscard={discard} running={running} />
        </Stack>
      </form>
    </GuardedModal>
  );
}

/** Cancel (asking first when something is typed) and start. */
function Actions({
  draft,
  onDiscard,
  running,
}: {
  draft: FormDraft<AddAllForm>;
  onDiscard: () => void;
  running: boolean;
}) {
  const t = useMessages(studentSettingMessages);
  const common = useT();
  const requestClose = useUnsavedInput(draft.dirty, onDiscard);
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={requestClose}>
        {common('common.cancel')}
      </Button>
      <Button type="submit" disabled={running}>
        {t('startAddAll')}
      </Button>
    </Group>
  );
}
