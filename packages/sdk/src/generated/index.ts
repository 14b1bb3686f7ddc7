// generated from specs/*.yaml — do not edit
// Run `corepack pnpm --filter @mch/sdk run generate` after changing the specs.
// The types of every backend, as aliases: <Backend>Paths, <Backend>Components, <Backend>Operations.

export type { paths as MainPaths, components as MainComponents, operations as MainOperations } from './main';
export type { paths as LivePaths, components as LiveComponents, operations as LiveOperations } from './live';
export type {
  paths as MessagePaths,
  components as MessageComponents,
  operations as MessageOperations,
} from './message';
export type { paths as FdsPaths, components as FdsComponents, operations as FdsOperations } from './fds';
export type { paths as ExamPaths, components as ExamComponents, operations as ExamOperations } from './exam';
export type {
  paths as TrainingPaths,
  components as TrainingComponents,
  operations as TrainingOperations,
} from './training';
// Every shared schema of specs/common.yaml, including those no operation references.
export type { components as CommonComponents } from './common';
