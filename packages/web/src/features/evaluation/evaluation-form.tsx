import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import {
  AccountSwitchedError,
  APPRAISE_RESULT,
  type AppraiseResult,
  canIgnore,
  defaultEvaluationForm,
  EvaluationError,
  type EvaluationErrors,
  type EvaluationForm as EvaluationFormValues,
  type EvaluationProject,
  isEvaluationForm,
  isUncertainFailure,
  refusalReasonOf,
} from '@mch/sdk';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { ConfirmAction } from '../../ui/confirm-action';
import { DraftOffer, useFormDraft } from '../../ui/form-draft';
import { useUnsavedInput } from '../../ui/guarded-modal';
import { CountedTextarea } from './counted-textarea';
import { evaluationMessages } from './messages';

/** Props of EvaluationForm. */
export interface EvaluationFormProps {
  project: EvaluationProject;
  /** Called 2 s after the evaluation was submitted or ignored (the app goes to the workbench). */
  onFinished: () => void;
}

const CHOICES = [
  { value: APPRAISE_RESULT.verySatisfied, key: 'verySatisfied' },
  { value: APPRAISE_RESULT.satisfied, key: 'satisfied' },
  { value: APPRAISE_RESULT.dissatisfied, key: 'dissatisfied' },
] as const;

const toChoice = (value: string): AppraiseResult =>
  CHOICES.find((c) => String(c.value) === value)?.value ?? APPRAISE_RESULT.verySatisfied;

type Phase = 'editing' | 'submitting' | 'submitted' | 'ignored';

/** The name the answer's draft is kept under: the project it answers. */
export function evaluationDraftKey(project: EvaluationProject): string {
  return `evaluation:answer:${project.id}`;
}

const INITIAL: EvaluationFormValues = defaultEvaluationForm();

/** Gives the focus to an element as it mounts. */
const takeFocus = (element: HTMLElement | null) => element?.focus();

/**
 * The evaluation form: the satisfaction choice (very satisfied by default; dissatisfied reveals the explanation),
 * the suggestion, submit and, for mode 0, ignore. A failed submit keeps everything typed; after a submit or an
 * ignore the completion message shows and `onFinished` follows after the SDK's 2-second delay. What is typed is kept
 * as a draft of the project's answer until it is submitted or ignored, and offered back after an expiry or a reload.
 */
export function EvaluationForm({ project, onFinished }: EvaluationFormProps) {
  const wb = useWorkbench();
  const t = useT();
  const m = useMessages(evaluationMessages);
  const [form, setForm] = useState<EvaluationFormValues>(defaultEvaluationForm);
  const [phase, setPhase] = useState<Phase>('editing');
  // Why the last submit failed: refused (with the backend's reason when it gave one), unanswered (it may have been
  // recorded), or not sent at all because another account signed in on this browser (trying again cannot help:
  // the account-switch dialog asks for a reload).
  const [failed, setFailed] = useState<false | 'refused' | 'uncertain' | 'switched' | { reason: string }>(
    false,
  );
  const [fieldErrors, setFieldErrors] = useState<EvaluationErrors>({});
  const finish = useEffectEvent(() => onFinished());
  const draft = useFormDraft({
    form: phase === 'submitted' || phase === 'ignored' ? null : evaluationDraftKey(project),
    value: form,
    initial: INITIAL,
    accept: isEvaluationForm,
    onRestore: (kept) => {
      setForm(kept);
      setFailed(false);
      setFieldErrors({});
    },
  });
  useUnsavedInput(draft.dirty && phase !== 'submitted' && phase !== 'ignored', draft.clear);

  useEffect(() => {
    if (phase !== 'submitted' && phase !== 'ignored') return;
    return wb.evaluation.redirectAfterDelay(() => finish());
  }, [phase, wb]);

  const fieldError = (field: keyof EvaluationFormValues) => {
    const key = fieldErrors[field];
    return key === undefined ? undefined : t(key);
  };

  const update = (patch: Partial<EvaluationFormValues>) => {
    setForm((current) => ({ ...current, ...patch }));
    setFailed(false);
  };

  const submit = async () => {
    setPhase('submitting');
    setFailed(false);
    setFieldErrors({});
    try {
      await wb.evaluation.submitEvaluation(project.id, form);
      draft.clear();
      setPhase('submitted');
    } catch (error) {
      if (error instanceof EvaluationError) setFieldErrors(error.fieldErrors);
      const reason = refusalReasonOf(error);
      if (error instanceof AccountSwitchedError) setFailed('switched');
      else setFailed(isUncertainFailure(error) ? 'uncertain' : reason !== null ? { reason } : 'refused');
      setPhase('editing');
    }
  };

  if (phase === 'submitted' || phase === 'ignored') {
    return (
      // The button pressed has gone with the form: the focus comes here (the status is read), not to the page's body.
      <Stack
        align="center"
        gap="sm"
        py="xl"
        role="status"
        tabIndex={-1}
        ref={takeFocus}
        style={{ outline: 'none' }}
      >
        <IconCircleCheck size={48} stroke={1.5} color="var(--mantine-color-green-6)" aria-hidden />
        <Text fw={500}>{phase === 'submitted' ? m('submitted') : m('ignored')}</Text>
      </Stack>
    );
  }

  const busy = phase === 'submitting';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <DraftOffer draft={draft} />
        <Text size="sm" c="dimmed">
          {m('intro')}
        </Text>
        {project.name !== '' && (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {project.name}
          </Text>
        )}
        <Radio.Group
          label={m('choiceLabel')}
          withAsterisk
          value={String(form.appraiseResult)}
          onChange={(value) => update({ appraiseResult: toChoice(value) })}
          error={fieldError('appraiseResult')}
        >
          <Group gap="xl" mt="xs">
            {CHOICES.map((choice) => (
              <Radio key={choice.key} value={String(choice.value)} label={m(choice.key)} disabled={busy} />
            ))}
          </Group>
        </Radio.Group>
        {form.appraiseResult === APPRAISE_RESULT.dissatisfied && (
          <CountedTextarea
            label={m('explainLabel')}
            placeholder={m('explainPlaceholder')}
            value={form.explain}
            onChange={(explain) => update({ explain })}
            error={fieldError('explain')}
            disabled={busy}
          />
        )}
        <CountedTextarea
          label={m('suggestLabel')}
          placeholder={m('suggestPlaceholder')}
          value={form.suggest}
          onChange={(suggest) => update({ suggest })}
          error={fieldError('suggest')}
          disabled={busy}
        />
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {typeof failed === 'object'
              ? m('submitRefused', { reason: failed.reason })
              : failed === 'switched'
                ? t('error.accountSwitched')
                : m(failed === 'uncertain' ? 'submitUncertain' : 'submitFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          {canIgnore(project) && (
            <ConfirmAction
              color="gray"
              variant="default"
              disabled={busy}
              title={m('ignoreTitle')}
              message={m('ignoreMessage')}
              confirmLabel={m('ignore')}
              onConfirm={async () => {
                await wb.evaluation.ignoreEvaluation(project);
                draft.clear();
                setPhase('ignored');
              }}
            >
              {m('ignore')}
            </ConfirmAction>
          )}
          <Button type="submit" loading={busy}>
            {t('common.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
