import { useEffect, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { useSession } from '../auth/session';
import { forgetEarlyReads } from '../boot/earlyReadStore';
import { cacheWithKeptAnswers, forgetKeptAnswers, keepAnswers } from './keptAnswers';
import { swrConfig } from './swr';

/** Empties the data cache when the session ends (sign-out, or a session the server ended). */
function ForgetOnSessionEnd() {
  const { mutate } = useSWRConfig();
  const { onSessionEnd } = useSession();
  useEffect(
    () =>
      onSessionEnd(() => {
        forgetEarlyReads();
        forgetKeptAnswers();
        void mutate(() => true, undefined, { revalidate: false });
      }),
    [mutate, onSessionEnd],
  );
  return null;
}

/**
 * The data cache of the signed-in screens (SWR), inside the session, emptied when it ends. Its own
 * cache for each mount (the app, a story); the app mounts it after the sign-in page. It starts
 * with the answers a remembered session kept on the device (app/keptAnswers.ts), which the
 * screens show at once while they ask for fresh ones.
 */
export function SessionCache({ children }: { children: ReactNode }) {
  const [value] = useState<SWRConfiguration>(() => ({
    ...swrConfig,
    // After the early reads': the kept answer is replaced by the one an early read gives.
    use: [...(swrConfig.use ?? []), keepAnswers],
    provider: cacheWithKeptAnswers,
  }));
  return (
    <SWRConfig value={value}>
      <ForgetOnSessionEnd />
      {children}
    </SWRConfig>
  );
}
