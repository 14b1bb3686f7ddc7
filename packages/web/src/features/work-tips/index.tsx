export { WorkTipInvitations, type WorkTipInvitationsProps } from './work-tip-invitations';
