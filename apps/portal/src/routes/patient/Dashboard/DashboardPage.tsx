import { addDays } from '@oxilio/domain';
import type { PatientRecap } from '@oxilio/domain/contract';
import { Alert, Link, PageHeader, Skeleton, Stack } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { deferredModule, WhenNear } from '../../../app/WhenNear';
import { useSession } from '../../../auth/session';
import { useScreenTitle } from '../../../app/useScreenTitle';
import {
  FirstDay,
  myDayMessages as messages,
  NoDeviceWelcome,
  StarsCard,
  TodayObjectives,
  UsageCard,
  usageKeys,
  YesterdayResults,
} from '../../../features/myDay';
import { useRecap } from '../../../features/recap';
import { usePatientStats } from '../../../features/stats';
import { useCurrentUser } from '../../../features/users';
import { patientPaths } from '../manifest';

// Below the first screen: its code (the chart, the goals' texts) loads as the patient comes near it.
const more = deferredModule(() => import('./DashboardMore'), 'DashboardMore');
// Shown only to a patient whom no establishment follows: loaded, with its texts, for them alone.
const registration = deferredModule(
  () => import('./DashboardRegistration'),
  'DashboardRegistration',
);

/**
 * "My day" (/dashboard): yesterday's results against their objectives, today's objectives, the
 * stars and rank, and the device's use over the last 7 days. A patient without a device is welcomed
 * and told that their establishment can now associate one, or, when no establishment follows them,
 * where their registration request stands and how to ask one; one with a device but no measurement
 * yet is told when the first results come.
 *
 * My goals, the stars and the device's use, below the first screen, render when the patient comes
 * near them (app/WhenNear.tsx; the stars' and the use's headings are there from the start, My
 * goals' only with goals).
 *
 * The recap is the start-up modals' call too (one request, shared by SWR): reading it here does not
 * change what they announce.
 */
export function DashboardPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user: session } = useSession();
  const user = useCurrentUser();
  const firstName = user.data?.firstName;
  // The access token names the patient: the day is asked alongside the account, not after it. Once
  // the account has answered, its patient (read again at every token refresh) is the one shown.
  const patientId = user.data ? user.data.patientId : (session?.patientId ?? null);
  return (
    <>
      <PageHeader
        title={title}
        description={
          firstName
            ? intl.formatMessage(messages.greeting, { firstName })
            : intl.formatMessage(messages.greetingUnnamed)
        }
      />
      {patientId ? (
        <PatientDay
          patientId={patientId}
          unfollowed={user.data ? user.data.establishments.length === 0 : false}
        />
      ) : (
        <DataState query={user} loading={<DaySkeleton />}>
          {() => <NoDeviceWelcome />}
        </DataState>
      )}
    </>
  );
}

/** `unfollowed`: no establishment follows the patient (they registered alone, or were refused). */
function PatientDay({ patientId, unfollowed }: { patientId: string; unfollowed: boolean }) {
  const recap = useRecap(patientId);
  return (
    <DataState query={recap} loading={<DaySkeleton />}>
      {(data) => <DayContent patientId={patientId} recap={data} unfollowed={unfollowed} />}
    </DataState>
  );
}

function DayContent({
  patientId,
  recap,
  unfollowed,
}: {
  patientId: string;
  recap: PatientRecap;
  unfollowed: boolean;
}) {
  const intl = useIntl();
  const measuredOnce = recap.lastMeasuredDay !== null;
  const stats = usePatientStats(
    measuredOnce
      ? { patientId, types: usageKeys, from: addDays(recap.yesterday, -6), to: recap.yesterday }
      : null,
  );
  const rankLink = (
    <Link as={RouterLink} to={`${patientPaths.profile}/rank`} standalone weight="bold">
      {intl.formatMessage(messages.seeRank)}
    </Link>
  );
  return (
    <Stack gap="xxl">
      {recap.device === null ? (
        unfollowed ? (
          // No establishment to associate a device: where their request stands, and what to do.
          <WhenNear placeholder={<Skeleton shape="rect" height="10rem" />} module={registration}>
            {({ RegistrationDayNotice }) => (
              <RegistrationDayNotice
                patientId={patientId}
                profileHref={`${patientPaths.profile}/account`}
              />
            )}
          </WhenNear>
        ) : measuredOnce ? (
          <Alert>{intl.formatMessage(messages.noDeviceNow)}</Alert>
        ) : (
          <NoDeviceWelcome />
        )
      ) : measuredOnce ? null : (
        <FirstDay assignedAt={recap.device.assignedAt} />
      )}
      {measuredOnce ? <YesterdayResults recap={recap} /> : null}
      {recap.device ? <TodayObjectives objectives={recap.todayObjectives} /> : null}
      <WhenNear placeholder={null} module={more}>
        {({ MyGoals }) => <MyGoals patientId={patientId} />}
      </WhenNear>
      <StarsCard>
        <WhenNear placeholder={<Skeleton shape="text" lines={5} />} module={more}>
          {({ StarsSummary }) => <StarsSummary recap={recap} link={rankLink} />}
        </WhenNear>
      </StarsCard>
      {measuredOnce ? (
        <UsageCard>
          <WhenNear placeholder={<Skeleton shape="text" lines={6} />} module={more}>
            {({ UsageBody }) => <UsageBody stats={stats} />}
          </WhenNear>
        </UsageCard>
      ) : null}
    </Stack>
  );
}

function DaySkeleton() {
  return (
    <Stack gap="xl">
      <Skeleton shape="text" lines={2} />
      <Skeleton shape="rect" height={160} />
      <Skeleton shape="text" lines={4} />
    </Stack>
  );
}

export default DashboardPage;
