// The dialogs are not re-exported: they load with their own code when first opened.
export { LiveCard } from './live-card';
export { useOpenLiveRoom } from './use-open-live-room';
