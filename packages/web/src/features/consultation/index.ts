// The dialogs are not re-exported: they load with their own code when first opened.
export { ConsultationCard } from './consultation-card';
export { RoomPanel } from './room-panel';
export { type JoinConsultation, useJoinConsultation } from './use-join-consultation';
