/**
 * @mch/probe: the specs as data. The contract probe of a deployment (`npm run probe`), the validator of answers
 * against the specs, and the assumptions the specs mark (`x-assumed`) for the page "Assumptions to confirm".
 */

export {
  type Assumption,
  allAssumptions,
  assumptionsOf,
  backendsUsing,
  renderAssumptionsPage,
  sharedComponentsUsedBy,
} from './assumptions';
export { type ProbeArguments, parseArguments } from './cli-args';
export {
  CONFIG_BACKENDS,
  type ConfigBackend,
  ConfigError,
  loadProbeConfig,
  type ProbeConfig,
} from './config';
export { type BackendReport, type ProbeOptions, type ProbeResult, runProbe, summarise } from './probe';
export { formatBackend, formatReport } from './report';
export {
  BACKEND_SPECS,
  type BackendSpec,
  defaultSpecsDir,
  isSafeRead,
  loadSpecs,
  type Operation,
  operationsOf,
  responseSchemaRef,
  SPEC_FILES,
  type SpecFile,
  type Specs,
} from './specs';
export { createSpecValidator, type SpecValidator } from './validate';
