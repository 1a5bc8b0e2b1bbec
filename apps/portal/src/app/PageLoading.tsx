import { Spinner } from '@oxilio/ui';
import * as styles from './AppLayout.css';

/**
 * Shown while a session is checked or a route chunk loads. `silent`: the spinner without its
 * status, for the copy in index.html that paints before any script has run (its language is not
 * known yet); the portal's own one, announced, replaces it.
 */
export function PageLoading({ silent = false }: { silent?: boolean }) {
  return (
    <div className={styles.loading}>
      <Spinner size="large" aria-hidden={silent ? true : undefined} />
    </div>
  );
}
