import { useEffect, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { useSession } from '../auth/session';
import { forgetEarlyReads } from '../boot/earlyReadStore';
import { swrConfig } from './swr';

/** Empties the data cache when the session ends (sign-out, or a session the server ended). */
function ForgetOnSessionEnd() {
  const { mutate } = useSWRConfig();
  const { onSessionEnd } = useSession();
  useEffect(
    () =>
      onSessionEnd(() => {
        forgetEarlyReads();
        void mutate(() => true, undefined, { revalidate: false });
      }),
    [mutate, onSessionEnd],
  );
  return null;
}

/**
 * The data cache of the signed-in screens (SWR), inside the session, emptied when it ends. Its own
 * cache for each mount (the app, a story); the app mounts it after the sign-in page.
 */
export function SessionCache({ children }: { children: ReactNode }) {
  const [value] = useState<SWRConfiguration>(() => ({ ...swrConfig, provider: () => new Map() }));
  return (
    <SWRConfig value={value}>
      <ForgetOnSessionEnd />
      {children}
    </SWRConfig>
  );
}
