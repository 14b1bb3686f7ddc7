import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import {
  IMPORT_FILE_ACCEPT,
  type ImportFileProblem,
  importFileProblem,
  type ProjectSelection,
} from '@mch/sdk';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useJobStateNote } from './job-state-note';
import { studentSettingMessages } from './messages';
import { useJobActions } from './use-job-actions';

/** Props of ImportDialog. */
export interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
  project: ProjectSelection;
}

/**
 * The import of users from a spreadsheet (.xlsx, .xls, .csv). Starts a background job and closes; the chosen file
 * stays chosen until the import has succeeded.
 */
export function ImportDialog({ opened, onClose, project }: ImportDialogProps) {
  const t = useMessages(studentSettingMessages);
  const common = useT();
  const actions = useJobActions();
  const { running, note } = useJobStateNote('import', project);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ImportFileProblem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Once submitted the dialog fades out: a second click on its fading button (a double click) starts nothing more.
    if (!opened || running) return;
    // No file, not a spreadsheet, or empty: said here, before a job is started for nothing.
    const found = importFileProblem(file);
    if (found !== null || file === null) {
      setProblem(found ?? 'missing');
      return;
    }
    setProblem(null);
    const chosen = file;
    void actions.importFile(project, { blob: chosen, name: chosen.name }).then((job) => {
      if (job.status === 'done') setFile((current) => (current === chosen ? null : current));
    });
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('importTitle')}
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('importHint')}
          </Text>
          <FileInput
            label={t('importFile')}
            placeholder={t('importFilePlaceholder')}
            accept={IMPORT_FILE_ACCEPT}
            value={file}
            onChange={(next) => {
              setFile(next);
              setProblem(null);
            }}
            clearable
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            error={
              problem === 'missing'
                ? t('importFileMissing')
                : problem === 'invalid'
                  ? t('importFileInvalid')
                  : problem === 'empty'
                    ? t('importFileEmpty')
                    : undefined
            }
          />
          {note}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {common('common.cancel')}
            </Button>
            <Button type="submit" disabled={running}>
              {t('startImport')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
