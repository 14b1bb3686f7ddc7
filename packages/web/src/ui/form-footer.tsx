import { Alert, Button, Group, Text } from '@mantine/core';
import { useT } from '../i18n';

/** Props of FormFooter. */
export interface FormFooterProps {
  /** What the last save failed with, in words ('The project was not saved: …'); null while nothing failed. */
  failure: string | null;
  /** The backend's own words for the failure, shown on a line of their own below it. */
  failureDetail?: string | undefined;
  /** The Cancel button (a guarded dialog's `requestClose`). */
  onCancel: () => void;
  /** While the save runs: Save spins and Cancel is disabled. */
  saving: boolean;
}

/**
 * The end of a dialog's form: the failure of the last save as an alert, then Cancel and Save (the form's submit
 * button) on the right.
 */
export function FormFooter({ failure, failureDetail, onCancel, saving }: FormFooterProps) {
  const t = useT();
  return (
    <>
      {failure !== null && (
        <Alert color="red" variant="light" role="alert">
          {failure}
          {failureDetail && (
            <Text size="sm" mt={4}>
              {failureDetail}
            </Text>
          )}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </Group>
    </>
  );
}
