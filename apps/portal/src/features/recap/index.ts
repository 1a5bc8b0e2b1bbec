/** The patient's recap: "my day", stars, rank and tags, and the acknowledgement of new ones. */
export { recapKey, useRecap } from './api/getRecap';
export { acknowledgeAnnouncement } from './api/acknowledgeAnnouncement';
