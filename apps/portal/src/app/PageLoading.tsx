import { Spinner } from '@oxilio/ui';
import * as styles from './AppLayout.css';

/** Shown while a session is checked or a route chunk loads. */
export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="large" />
    </div>
  );
}
