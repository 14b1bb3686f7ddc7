import { Checkbox, Group, Input, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  emptyOrgForm,
  isOrgForm,
  isUncertainFailure,
  ORG_FIELD_LIMITS,
  ORG_UNIT_TYPES,
  type OrgErrors,
  type OrgField,
  type OrgFieldError,
  type OrgForm,
  OrgFormError,
  orgFormOf,
  provinceCodeOf,
  type SignedOrg,
  saveOrg,
  signedOrgQueries,
} from '@mch/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { AreaCascader } from '../../ui/area-cascader';
import { errorMessage } from '../../ui/error-message';
import { ErrorPanel } from '../../ui/error-panel';
import { DraftOffer, useFormDraft } from '../../ui/form-draft';
import { FormFooter } from '../../ui/form-footer';
import { GuardedModal, useDialogBusy, useUnsavedInput } from '../../ui/guarded-modal';
import { unitTypeName } from '../../ui/unit-type-name';
import { useFocusFirstInvalid } from '../../ui/use-focus-first-invalid';
import { useOneAtATime } from '../../ui/use-one-at-a-time';
import { orgMessages } from './messages';

/** The unit an organisation is created under or belongs to. */
export interface ParentUnit {
  id: number;
  name: string;
  /** The unit's area (12 digits), when known: a new sub-unit's area choice starts from its province. */
  areaCode?: string;
}

/** What the form dialog edits: a new organisation under a parent (null: top level), or an existing one. */
export type OrgFormTarget =
  | { kind: 'create'; parent: ParentUnit | null }
  | { kind: 'edit'; orgId: number; parent: ParentUnit | null };

/** Props of OrgFormModal. */
export interface OrgFormModalProps {
  /** What to edit; null closes the dialog. */
  target: OrgFormTarget | null;
  /** The province the area choice starts from ('43', '53'), or null for the country. */
  province: string | null;
  onClose: () => void;
  /** Called with the saved organisation; the dialog closes. */
  onSaved: (org: SignedOrg) => void;
}

/** The dialog that creates an organisation or changes one (read fresh from the backend first). */
export function OrgFormModal({ target, province, onClose, onSaved }: OrgFormModalProps) {
  const t = useMessages(orgMessages);
  const common = useT();
  return (
    <GuardedModal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'edit' ? t('editTitle') : t('createTitle')}
      size={960}
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      {target?.kind === 'create' && (
        <OrgFormBody
          draftKey={`org:create:${target.parent?.id ?? 'top'}`}
          initial={emptyOrgForm(target.parent?.id ?? null)}
          parent={target.parent}
          province={provinceCodeOf(target.parent?.areaCode) ?? province}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
      {target?.kind === 'edit' && (
        <EditLoader target={target} province={province} onClose={onClose} onSaved={onSaved} />
      )}
    </GuardedModal>
  );
}

function EditLoader({
  target,
  province,
  onClose,
  onSaved,
}: { target: Extract<OrgFormTarget, { kind: 'edit' }> } & Omit<OrgFormModalProps, 'target'>) {
  const t = useMessages(orgMessages);
  const common = useT();
  const wb = useWorkbench();
  const org = useQuery({
    ...signedOrgQueries.forEdit(wb, target.orgId),
    gcTime: 0,
  });
  if (org.isError)
    return <ErrorPanel title={t('loadFailed')} error={org.error} onRetry={() => void org.refetch()} />;
  if (!org.data) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {common('common.loading')}
        </Text>
      </Group>
    );
  }
  const initial = orgFormOf(org.data);
  return (
    <OrgFormBody
      draftKey={`org:edit:${target.orgId}`}
      initial={initial}
      parent={target.parent}
      province={provinceCodeOf(initial.areaCode) ?? province}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

interface BodyProps {
  /** The name the form's draft is kept under. */
  draftKey: string;
  initial: OrgForm;
  parent: ParentUnit | null;
  province: string | null;
  onClose: () => void;
  onSaved: (org: SignedOrg) => void;
}

function OrgFormBody({ draftKey, initial, parent, province, onSaved }: BodyProps) {
  const t = useMessages(orgMessages);
  const areaId = useId();
  const common = useT();
  const wb = useWorkbench();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<OrgForm>(initial);
  const [errors, setErrors] = useState<OrgErrors>({});
  const draft = useFormDraft({
    form: draftKey,
    value: form,
    initial,
    accept: isOrgForm,
    onRestore: (kept) => {
      setForm(kept);
      setErrors({});
    },
  });
  const focusInvalid = useFocusFirstInvalid(errors);
  const requestClose = useUnsavedInput(draft.dirty, draft.clear);
  const save = useMutation({
    mutationFn: (value: OrgForm) => saveOrg(wb.fds, value),
    onSuccess: (org) => {
      draft.clear();
      onSaved(org);
    },
    onError: (error) => {
      if (error instanceof OrgFormError) {
        setErrors(error.fieldErrors);
        focusInvalid.refused();
      }
      // The save may have been carried out: the list behind is read again, so the user can see it.
      if (isUncertainFailure(error)) void queryClient.invalidateQueries({ queryKey: signedOrgQueries.all });
    },
  });
  useDialogBusy(save.isPending);
  const fieldError = (key: OrgFieldError | undefined, max?: number): string | undefined => {
    if (key === undefined) return undefined;
    if (key === 'org.tooLong') return t(key, { max: max ?? 0 });
    return key === 'validation.required' || key === 'validation.mobile' ? common(key) : t(key);
  };
  const change = <F extends keyof OrgForm>(field: F, value: OrgForm[F]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field !== 'id' && field !== 'parentId' && field !== 'signed') {
      setErrors((current) => ({ ...current, [field as OrgField]: undefined }));
    }
  };
  const text = (
    field: Extract<OrgField, 'name' | 'shortName' | 'address' | 'contactName' | 'contactMobile'>,
  ) => ({
    value: form[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
    error: fieldError(errors[field], field === 'contactMobile' ? undefined : ORG_FIELD_LIMITS[field]),
  });
  const oneAtATime = useOneAtATime();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    oneAtATime(() => save.mutateAsync(form));
  };
  const failure = save.error && !(save.error instanceof OrgFormError) ? save.error : null;

  return (
    <form ref={focusInvalid.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <DraftOffer draft={draft} />
        <Text size="sm">
          <Text span c="dimmed">
            {t('parentUnitLabel', { label: t('parentUnit') })}
          </Text>
          {parent ? parent.name : t('noParent')}
        </Text>
        <SimpleGrid cols={2} spacing="md">
          <TextInput label={t('name')} required data-autofocus {...text('name')} />
          <TextInput label={t('shortName')} description={t('shortNameHint')} {...text('shortName')} />
          <Select
            label={t('unitType')}
            data={ORG_UNIT_TYPES.map((type) => ({
              value: String(type),
              label: unitTypeName(common, type) ?? String(type),
            }))}
            value={form.unitType === null ? null : String(form.unitType)}
            onChange={(value) => change('unitType', value === null ? null : Number(value))}
            error={fieldError(errors.unitType)}
            required
            allowDeselect={false}
          />
          <Checkbox
            label={t('signedLabel')}
            checked={form.signed}
            onChange={(event) => change('signed', event.currentTarget.checked)}
            mt={30}
          />
        </SimpleGrid>
        <Input.Wrapper
          id={areaId}
          label={t('area')}
          description={t('areaHint')}
          required
          error={fieldError(errors.areaCode)}
          labelElement="div"
        >
          <AreaCascader
            label={t('area')}
            initialArea={province}
            // A provincial unit's area is its province: the province is the first column, not the root above it.
            provinceSelectable
            value={form.areaCode}
            onChange={(code) => change('areaCode', code)}
            columnWidth={150}
            invalid={errors.areaCode !== undefined}
            required
            // Mantine's ids of the field's hint and error.
            describedBy={`${areaId}-description${errors.areaCode !== undefined ? ` ${areaId}-error` : ''}`}
          />
        </Input.Wrapper>
        <TextInput label={t('address')} {...text('address')} />
        <SimpleGrid cols={2} spacing="md">
          <TextInput label={t('contactName')} {...text('contactName')} />
          <TextInput label={t('contactMobile')} inputMode="numeric" {...text('contactMobile')} />
        </SimpleGrid>
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
