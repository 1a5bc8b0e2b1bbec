/** A patient's invitations with rehabilitators: the pending list and the answer. */
export { invitationsKey, useInvitations } from './api/getInvitations';
export { answerInvitation, useAnswerInvitation } from './api/answerInvitation';
