/** The patient's recap: "my day", stars, rank and tags. */
export { recapKey, useRecap } from './api/getRecap';
