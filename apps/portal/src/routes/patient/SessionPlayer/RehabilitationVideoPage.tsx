import { patientPaths } from '../manifest';
import { SessionPlayerPage } from './SessionPlayerPage';

/** /reeducation/video: the supervised program's exercises, in the same player. */
export default function RehabilitationVideoPage() {
  return (
    <SessionPlayerPage isSelfRehabilitation={false} playerPath={patientPaths.rehabilitationVideo} />
  );
}
