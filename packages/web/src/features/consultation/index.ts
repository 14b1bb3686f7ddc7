export { ConsultationCard } from './consultation-card';
export { ConsultationDetailModal, type ConsultationDetailModalProps } from './consultation-detail-modal';
export { MedicalRecordsModal, type MedicalRecordsModalProps } from './medical-records-modal';
export { RoomPanel } from './room-panel';
export { type JoinConsultation, useJoinConsultation } from './use-join-consultation';
