/**
 * Study progress of the trainings of a year, per unit (SPEC.md §7.6, training admin:
 * `GET /statistic/study/process`). The training API needs the training token, exchanged first.
 */

import type { TrainingComponents, TrainingPaths } from '../../generated';
import type { ApiClient, CallOptions } from '../../http/client';
import type { TrainingTokenFlow } from '../subsystems/training-token';

/** Study progress of one training in one unit. */
export type StudyProcess = TrainingComponents['schemas']['StudyProcess'];

/** What the study-progress call needs: the training client and the training token flow. */
export interface StudyProcessDeps {
  training: ApiClient<TrainingPaths>;
  trainingToken: Pick<TrainingTokenFlow, 'ensureTrainingToken'>;
}

/** Which study progress to read: a year, and optionally one training. */
export interface StudyProcessQuery {
  year: number;
  trainingId?: number | undefined;
}

/**
 * The study progress of the trainings held in `year` (only `trainingId` when given), one row per training and unit.
 * Rejects with a `SyncError` when the training token cannot be had, or with the call's error.
 */
export async function fetchStudyProcess(
  deps: StudyProcessDeps,
  query: StudyProcessQuery,
  options: Pick<CallOptions, 'signal' | 'intercept'> = {},
): Promise<StudyProcess[]> {
  await deps.trainingToken.ensureTrainingToken('training');
  const rows = await deps.training.GET('/statistic/study/process', {
    params: {
      query: {
        projectyear: query.year,
        ...(query.trainingId !== undefined ? { trainingId: query.trainingId } : {}),
      },
    },
    ...options,
  });
  return Array.isArray(rows) ? rows : [];
}
