/**
 * The id of the patient's follow-up card: `/responsable/patients/{id}#demander-un-suivi` opens the
 * page on it. A module of its own: the links to it (routes/manager/managerLinks.ts, on every
 * manager's page) do not take the card's code and texts with them.
 */
export const followUpAnchor = 'demander-un-suivi';
