import { patientPaths } from '../manifest';
import { SessionPlayerPage } from './SessionPlayerPage';

/** /auto-reeducation/video: the self-rehabilitation session of the day, in the same player. */
export default function SelfRehabilitationVideoPage() {
  return <SessionPlayerPage playerPath={patientPaths.selfRehabilitationVideo} />;
}
