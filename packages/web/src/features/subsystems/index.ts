export { featureErrorMessage } from './feature-error';
export { SubsystemsCard } from './subsystems-card';
export { type OpenEmbedded, useOpenEmbedded } from './use-open-embedded';
export { type OpenSubsystem, useOpenSubsystem } from './use-open-subsystem';
