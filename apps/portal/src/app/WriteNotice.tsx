import { Alert, Button } from '@oxilio/ui';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Notice, NoticeAction } from './useWrite';

export interface WriteNoticeProps {
  /** The notice of a `useWrite`, or null when there is nothing to announce. */
  notice: Notice | null;
}

/**
 * The live region where a write's notice is announced. Always rendered, empty when there is
 * nothing to say, so that screen readers announce the notice when it appears. A notice's action
 * (an undo) is a button inside its alert.
 */
export function WriteNotice({ notice }: WriteNoticeProps) {
  const region = useRef<HTMLDivElement>(null);
  return (
    // Focusable from script only: the action's button hands the focus to it when it goes.
    <div ref={region} role="status" aria-live="polite" tabIndex={-1}>
      {notice ? (
        <Alert
          tone={notice.tone}
          action={notice.action ? <ActionButton action={notice.action} region={region} /> : null}
        >
          {notice.text}
        </Alert>
      ) : null}
    </div>
  );
}

/**
 * The notice's one button, busy while its `run` is on its way. It leaves with its notice (the
 * reverse write announces its own): if it had the focus, the focus goes to the notice's region,
 * where the next notice is read, rather than falling to the top of the page.
 */
function ActionButton({
  action,
  region,
}: {
  action: NoticeAction;
  region: RefObject<HTMLDivElement | null>;
}) {
  const [running, setRunning] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    const place = region.current; // the region stays: the button leaves it
    // The cleanup is the last moment the button is still in the document.
    return () => {
      if (element && element === document.activeElement) {
        place?.focus();
      }
    };
  }, [region]);
  return (
    <Button
      ref={button}
      variant="secondary"
      {...(action.icon ? { icon: action.icon } : {})}
      loading={running}
      onClick={() => {
        setRunning(true);
        void Promise.resolve(action.run()).finally(() => setRunning(false));
      }}
    >
      {action.label}
    </Button>
  );
}
