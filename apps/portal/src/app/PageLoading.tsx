import { Spinner } from '@oxilio/ui';
import * as styles from './AppLayout.css';

/**
 * Shown while a session is checked or a route chunk loads. `silent`: the spinner without its
 * status and text, for the copy in index.html that paints before any script has run (its language
 * is not known yet); the portal's own one, announced, replaces it.
 */
export function PageLoading({ silent = false }: { silent?: boolean }) {
  return (
    <div className={styles.loading}>
      {silent ? <Spinner size="large" label="" aria-hidden /> : <Spinner size="large" />}
    </div>
  );
}
