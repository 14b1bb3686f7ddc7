export { AddLiveRoomModal, type AddLiveRoomModalProps } from './add-live-room-modal';
export { LiveCard } from './live-card';
export { LiveProjectsModal, type LiveProjectsModalProps } from './live-projects-modal';
export { useOpenLiveRoom } from './use-open-live-room';
