import type { ProgressStage } from '@mch/sdk';
import { useCallback } from 'react';
import { useT } from '../../i18n';

/** The stage keys of the work progress monitor the app names itself, in the user's language. */
const STAGE_KEYS = {
  applied: 'stage.applied',
  pending: 'stage.pending',
  inProgress: 'stage.inProgress',
  finished: 'stage.finished',
  cancelled: 'stage.cancelled',
} as const;

const isKnownStage = (stage: string): stage is keyof typeof STAGE_KEYS => Object.hasOwn(STAGE_KEYS, stage);

/**
 * `(stages) => stages`: the work progress monitor's stages, each known stage named in the user's language (the
 * backend's label is Chinese); a stage the app does not know keeps the backend's label.
 */
export function useStageLabels(): (stages: readonly ProgressStage[]) => ProgressStage[] {
  const t = useT();
  return useCallback(
    (stages) => stages.map((s) => (isKnownStage(s.stage) ? { ...s, label: t(STAGE_KEYS[s.stage]) } : s)),
    [t],
  );
}
