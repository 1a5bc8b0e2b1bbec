import { ChevronRight } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import * as styles from './Disclosure.css';

export interface DisclosureProps {
  /** The always visible line that opens and closes the content; it names the control. */
  summary: ReactNode;
  /** What is shown once opened. */
  children: ReactNode;
  /** Open (controlled); leave undefined to let the disclosure keep its own state. */
  open?: boolean;
  /** Open at first (uncontrolled). @defaultValue false */
  defaultOpen?: boolean;
  /** Called with the new state when the person opens or closes it. */
  onOpenChange?: (open: boolean) => void;
  /** Extra class on the `<details>` element (e.g. a margin). */
  className?: string;
}

/**
 * Content folded under a summary line: a native `<details>`/`<summary>`, so it opens with a click,
 * Enter or Space, works before the scripts load and is announced as expanded or collapsed. The
 * summary is a 44 px target in link colour with a chevron marker and the focus ring.
 *
 * The summary may hold a heading (`<h2>` inside `summary`), when the folded content is a section.
 */
export const Disclosure = forwardRef<HTMLDetailsElement, DisclosureProps>(function Disclosure(
  { summary, children, open, defaultOpen = false, onOpenChange, className },
  ref,
) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <details ref={ref} open={isOpen} className={cx(styles.root, className)}>
      <summary
        className={styles.summary}
        onClick={(event) => {
          // React owns the state: the browser's own toggle would disagree with a controlled `open`.
          event.preventDefault();
          setOpen((current) => !current);
        }}
      >
        <ChevronRight
          aria-hidden="true"
          focusable="false"
          size="1.1em"
          strokeWidth={2.5}
          className={styles.marker}
        />
        {summary}
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
});
