export { WorkTipInvitations } from './work-tip-invitations';
