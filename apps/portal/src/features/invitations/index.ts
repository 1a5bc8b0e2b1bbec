/** A patient's invitations with rehabilitators: the pending list and the answer. */
export { useInvitations } from './api/getInvitations';
export { useAnswerInvitation } from './api/answerInvitation';
