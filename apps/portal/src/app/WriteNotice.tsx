import { Alert } from '@oxilio/ui';
import type { Notice } from './useWrite';

export interface WriteNoticeProps {
  /** The notice of a `useWrite`, or null when there is nothing to announce. */
  notice: Notice | null;
}

/**
 * The live region where a write's notice is announced. Always rendered, empty when there is
 * nothing to say, so that screen readers announce the notice when it appears.
 */
export function WriteNotice({ notice }: WriteNoticeProps) {
  return (
    <div role="status" aria-live="polite">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </div>
  );
}
