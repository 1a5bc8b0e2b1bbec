import { Heading, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { MyRelatives } from '../../../features/relatives';

/**
 * The profile's relatives tab (/profil/relatives): the patient's relatives, who to call, which
 * their care team sees in their file; removing one asks first; the form to add one under the list
 * (docs/decisions/patient-relatives.md).
 */
export function ProfileRelativesPage() {
  const title = useScreenTitle();
  const { user } = useSession();
  const patientId = user?.patientId ?? null;
  return (
    <Stack gap="xl">
      <Heading level={2}>{title}</Heading>
      {patientId ? <MyRelatives patientId={patientId} /> : null}
    </Stack>
  );
}

export default ProfileRelativesPage;
