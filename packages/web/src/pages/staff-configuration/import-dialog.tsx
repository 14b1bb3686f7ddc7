import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import {
  IMPORT_FILE_ACCEPT,
  type ImportFileProblem,
  importFileProblem,
  type ProjectSelection,
} from '@mch/sdk';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
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
  const fileField = useRef<HTMLButtonElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Once submitted the dialog fades out: a second click on its fading button (a double click) starts nothing more.
    if (!opened || running) return;
    // No file, not a spreadsheet, or empty: said here, before a job is started for nothing.
    const found = importFileProblem(file);
    if (found !== null || file === null) {
      setProblem(found ?? 'missing');
      // The field says what is wrong; the focus goes there, so that the message is read (as in every other form).
      fileField.current?.focus();
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
            ref={fileField}
            label={t('importFile')}
            placeholder={t('importFilePlaceholder')}
            accept={IMPORT_FILE_ACCEPT}
            value={file}
            onChange={(next) => {
              setFile(next);
              setProblem(null);
            }}
            clearable
            clearButtonProps={{ 'aria-label': t('importFileClear') }}
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
            {/*
             * Not disabled by the job it has just started while the dialog closes: a disabled button loses the focus
             * (parked on the dialog), and the dialog then could not give it back to 'Import from Excel…' (it fell to
             * the page's body).
             */}
            <Button type="submit" disabled={running && opened}>
              {t('startImport')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
