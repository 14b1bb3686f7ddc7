import { Button, Checkbox, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type OrgTreeNode, type ProjectSelection, UNIT_TYPE_CODES } from '@mch/sdk';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { studentSettingMessages } from './messages';
import { useJobActions } from './use-job-actions';

const UNIT_TYPE_LABELS = {
  1: 'unitType1',
  2: 'unitType2',
  3: 'unitType3',
  4: 'unitType4',
  5: 'unitType5',
} as const;

function unitTypeLabel(code: number) {
  return UNIT_TYPE_LABELS[code as keyof typeof UNIT_TYPE_LABELS] ?? 'unitType5';
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
 * contains a text. Starts a background job and closes; the form keeps its values until the job has succeeded.
 */
export function AddAllDialog({ opened, onClose, project, selectedNode }: AddAllDialogProps) {
  const t = useMessages(studentSettingMessages);
  const common = useT();
  const actions = useJobActions();
  const [scope, setScope] = useState<'all' | 'node'>('node');
  const [unitTypes, setUnitTypes] = useState<string[]>([]);
  const [unitName, setUnitName] = useState('');
  const useNode = scope === 'node' && selectedNode !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void actions
      .addAll(project, {
        treeCode: useNode ? selectedNode.treeCode : null,
        unitTypes: unitTypes.map(Number),
        unitName,
      })
      .then((job) => {
        if (job.status !== 'done') return;
        setUnitTypes([]);
        setUnitName('');
      });
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('addAllTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
                <Checkbox key={code} value={String(code)} label={t(unitTypeLabel(code))} />
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {common('common.cancel')}
            </Button>
            <Button type="submit">{t('startAddAll')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
