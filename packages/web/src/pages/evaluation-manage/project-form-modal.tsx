import { Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type EvaluationProject,
  evaluationAdminMutations,
  evaluationYears,
  isProjectForm,
  isUncertainFailure,
  PROJECT_MODES,
  PROJECT_NAME_LIMIT,
  type ProjectErrors,
  type ProjectField,
  type ProjectFieldError,
  type ProjectForm,
  ProjectFormError,
  projectNameLength,
  saveProject,
} from '@mch/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { evaluationMessages } from '../../features/evaluation-admin/messages';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { invalidateKeys } from '../../platform/query-client';
import { useWorkbench } from '../../platform/workbench-context';
import { DateTimeField } from '../../ui/date-time-field';
import { errorMessage } from '../../ui/error-message';
import { DraftOffer, useFormDraft } from '../../ui/form-draft';
import { FormFooter } from '../../ui/form-footer';
import { GuardedModal, useDialogBusy, useUnsavedInput } from '../../ui/guarded-modal';
import { useFocusFirstInvalid } from '../../ui/use-focus-first-invalid';
import { useOneAtATime } from '../../ui/use-one-at-a-time';

/** Props of ProjectFormModal. */
export interface ProjectFormModalProps {
  /** The form to start from (a new or an existing project); null closes the dialog. */
  initial: ProjectForm | null;
  onClose: () => void;
  /** Called with the saved project; the dialog closes. */
  onSaved: (project: EvaluationProject) => void;
}

/** The name a project form's draft is kept under: what it edits (a project's id), or a new project. */
export function projectDraftKey(initial: ProjectForm): string {
  return initial.id != null ? `evaluation-project:edit:${initial.id}` : 'evaluation-project:create';
}

/**
 * The dialog that creates or changes an evaluation project. The form lives as long as the dialog is open; what is
 * typed is kept as a draft (offered back after an expiry or a reload), and closing with unsaved input asks first.
 */
export function ProjectFormModal({ initial, onClose, onSaved }: ProjectFormModalProps) {
  const t = useMessages(evaluationMessages);
  const common = useT();
  return (
    <GuardedModal
      opened={initial !== null}
      onClose={onClose}
      title={initial?.id != null ? t('editTitle') : t('createTitle')}
      size={960}
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      {initial && <ProjectFormBody initial={initial} onClose={onClose} onSaved={onSaved} />}
    </GuardedModal>
  );
}

function ProjectFormBody({
  initial,
  onSaved,
}: { initial: ProjectForm } & Omit<ProjectFormModalProps, 'initial'>) {
  const t = useMessages(evaluationMessages);
  const common = useT();
  const wb = useWorkbench();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ProjectForm>(initial);
  const [errors, setErrors] = useState<ProjectErrors>({});
  const [years] = useState(() => {
    const list = evaluationYears(wb.adapters.clock.now(), 5, 2);
    if (initial.year !== null && !list.includes(initial.year)) list.push(initial.year);
    return list;
  });
  const draft = useFormDraft({
    form: projectDraftKey(initial),
    value: form,
    initial,
    accept: isProjectForm,
    onRestore: (kept) => {
      // The draft is of this form: it keeps the project it edits.
      setForm({ ...kept, id: initial.id ?? null });
      setErrors({});
    },
  });
  const focusInvalid = useFocusFirstInvalid(errors);
  const requestClose = useUnsavedInput(draft.dirty, draft.clear);
  const save = useMutation({
    mutationFn: (value: ProjectForm) => saveProject(wb.main, value, undefined, wb.adapters.clock.now()),
    onSuccess: (project) => {
      draft.clear();
      onSaved(project);
    },
    onError: (error) => {
      if (error instanceof ProjectFormError) {
        setErrors(error.fieldErrors);
        focusInvalid.refused();
      }
      // The save may have been carried out: the list behind is read again, so the user can see it.
      if (isUncertainFailure(error)) void invalidateKeys(queryClient, evaluationAdminMutations.saved);
    },
  });
  useDialogBusy(save.isPending);

  const fieldError = (key: ProjectFieldError | undefined): string | undefined => {
    if (key === undefined) return undefined;
    return key === 'validation.required' ? common(key) : t(key);
  };
  const change = <F extends ProjectField>(field: F, value: ProjectForm[F]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const oneAtATime = useOneAtATime();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    oneAtATime(() => save.mutateAsync(form));
  };
  const failure = save.error && !(save.error instanceof ProjectFormError) ? save.error : null;
  const nameLength = projectNameLength(form.name);

  return (
    <form ref={focusInvalid.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <DraftOffer draft={draft} />
        <TextInput
          label={t('name')}
          value={form.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          error={fieldError(errors.name)}
          required
          data-autofocus
          // The limit is shown from the first character, so a long name is not a surprise at Save.
          description={t('nameCounter', { count: nameLength, limit: PROJECT_NAME_LIMIT })}
          descriptionProps={{ c: nameLength > PROJECT_NAME_LIMIT ? 'red' : undefined }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <SimpleGrid cols={2} spacing="md">
          <Select
            label={t('year')}
            data={(form.year === null || years.includes(form.year) ? years : [...years, form.year]).map((y) =>
              String(y),
            )}
            value={form.year === null ? null : String(form.year)}
            onChange={(value) => change('year', value === null ? null : Number(value))}
            error={fieldError(errors.year)}
            required
            allowDeselect={false}
          />
          <Radio.Group
            label={t('mode')}
            value={form.mode === null ? null : String(form.mode)}
            onChange={(value) => change('mode', value === '1' ? 1 : 0)}
            error={fieldError(errors.mode)}
            required
          >
            <Group gap="lg" mt={6}>
              {PROJECT_MODES.map((mode) => (
                <Radio key={mode} value={String(mode)} label={t(`mode.${mode}`)} />
              ))}
            </Group>
          </Radio.Group>
          <DateTimeField
            label={t('startTime')}
            placeholder={t('pickTime')}
            value={form.startTime}
            onChange={(value) => change('startTime', value)}
            valueFormat="YYYY-MM-DD HH:mm"
            defaultTimeValue="00:00:00"
            error={fieldError(errors.startTime)}
            required
            clearable
            clearButtonProps={{ 'aria-label': t('clearTime', { field: t('startTime').toLowerCase() }) }}
            submitButtonProps={{ 'aria-label': t('confirmTime') }}
          />
          <DateTimeField
            label={t('endTime')}
            placeholder={t('pickTime')}
            value={form.endTime}
            onChange={(value) => change('endTime', value)}
            valueFormat="YYYY-MM-DD HH:mm"
            defaultTimeValue="23:59:00"
            error={fieldError(errors.endTime)}
            required
            clearable
            clearButtonProps={{ 'aria-label': t('clearTime', { field: t('endTime').toLowerCase() }) }}
            submitButtonProps={{ 'aria-label': t('confirmTime') }}
          />
        </SimpleGrid>
        {form.mode !== null && (
          <Text size="sm" c="dimmed">
            {t(`mode.${form.mode}.hint`)}
          </Text>
        )}
        <FormFooter
          failure={
            failure === null
              ? null
              : isUncertainFailure(failure)
                ? t('saveUncertain')
                : t('saveFailed', { message: errorMessage(failure, common) })
          }
          // Unsure whether it was saved: what the backend said, apart (its text ends in its own brackets).
          failureDetail={
            failure !== null && isUncertainFailure(failure) ? errorMessage(failure, common) : undefined
          }
          onCancel={requestClose}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
