import { Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type ProjectSelection,
  projectSelectionOf,
  SYSTEM_TYPE_NAMES,
  type SystemTypeName,
  systemTypeName,
} from '@mch/sdk';
import { IconFolderOpen } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useFocusFirstInvalid } from '../../ui/use-focus-first-invalid';
import { studentSettingMessages } from './messages';

/** Props of ProjectForm. */
export interface ProjectFormProps {
  /** The project the page works on, if any (fills the form at first). */
  initial: ProjectSelection | null;
  /** Called with a checked project. */
  onOpen: (project: ProjectSelection) => void;
}

/** The system (exam or training) and the project ID whose preselection the page works on. */
export function ProjectForm({ initial, onOpen }: ProjectFormProps) {
  const t = useMessages(studentSettingMessages);
  const [system, setSystem] = useState<SystemTypeName>(
    (initial && systemTypeName(initial.systemType)) ?? 'exam',
  );
  const [projectId, setProjectId] = useState(initial ? String(initial.projectId) : '');
  const [invalid, setInvalid] = useState(false);
  // Each refused submit moves the focus to the field, where its error is read (not on the button, in silence).
  const [refusals, setRefusals] = useState(0);
  const { formRef, refused } = useFocusFirstInvalid(refusals);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const project = projectSelectionOf({ projectId, systemType: system });
    if (project === null) {
      setInvalid(true);
      refused();
      setRefusals((n) => n + 1);
      return;
    }
    setInvalid(false);
    onOpen(project);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form ref={formRef} onSubmit={submit} aria-label={t('projectForm')} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h5">
              {t('projectForm')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('projectHint')}
            </Text>
          </div>
          <Group align="flex-start" gap="lg">
            <Radio.Group
              label={t('system')}
              value={system}
              onChange={(value) => setSystem(systemTypeName(value) ?? 'exam')}
            >
              <Group gap="md" mt={8}>
                {SYSTEM_TYPE_NAMES.map((name) => (
                  <Radio key={name} value={name} label={t(name)} />
                ))}
              </Group>
            </Radio.Group>
            <TextInput
              label={t('projectId')}
              placeholder={t('projectIdPlaceholder')}
              value={projectId}
              onChange={(event) => {
                setProjectId(event.currentTarget.value);
                setInvalid(false);
              }}
              error={invalid ? t('projectIdInvalid') : undefined}
              inputMode="numeric"
              w={200}
              autoComplete="off"
            />
            <Button type="submit" mt={25} leftSection={<IconFolderOpen size={16} aria-hidden />}>
              {t('openProject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
