import { ChevronsRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './TableFrame.css';

/** The class that keeps a column in view while the others scroll (the row headers'). */
export const stickyColumnClass = styles.stickyColumn;

const scrollHintMessage = defineMessage({
  id: 'ui.table.scrollHint',
  defaultMessage: 'Faites glisser pour voir les autres colonnes',
});

interface ScrollState {
  /** The table is wider than the visible part. */
  overflowing: boolean;
  /** Columns lie before the visible part (it has been scrolled). */
  before: boolean;
  /** Columns lie beyond the visible part. */
  after: boolean;
  /** Visible width in px; 0 until measured. */
  width: number;
}

const unmeasured: ScrollState = { overflowing: false, before: false, after: false, width: 0 };

/** Follows the scroller's size and position: what overflows and on which side. */
function useScrollState(
  scrollerRef: RefObject<HTMLDivElement | null>,
  tableRef: RefObject<HTMLTableElement | null>,
  enabled: boolean,
): ScrollState {
  const [state, setState] = useState<ScrollState>(unmeasured);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!enabled || !scroller) {
      setState(unmeasured);
      return undefined;
    }
    const measure = () => {
      const { scrollWidth, clientWidth } = scroller;
      const scrolled = Math.abs(scroller.scrollLeft);
      const next: ScrollState = {
        overflowing: scrollWidth > clientWidth + 1,
        before: scrolled > 1,
        after: scrolled + clientWidth < scrollWidth - 1,
        width: clientWidth,
      };
      setState((previous) =>
        previous.overflowing === next.overflowing &&
        previous.before === next.before &&
        previous.after === next.after &&
        previous.width === next.width
          ? previous
          : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (tableRef.current) {
      observer.observe(tableRef.current);
    }
    scroller.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', measure);
    };
  }, [scrollerRef, tableRef, enabled]);
  return state;
}

export interface TableFrameProps {
  /** Title of the table, in its caption; it names the scroll region. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only. @defaultValue false */
  captionHidden?: boolean;
  /** Class of the visible caption's box (its type and spacing). */
  captionClassName?: string;
  /** Class of the table. */
  tableClassName?: string;
  /** Id of the table, e.g. for a disclosure's aria-controls. */
  tableId?: string;
  /** Marks the table as loading (aria-busy). @defaultValue false */
  busy?: boolean;
  /** Class of the scroll region (its border and background). */
  scrollerClassName?: string;
  /**
   * The table scrolls in a named region, focusable and signed when it overflows; false for a table
   * kept for screen readers only (no tab stop that no one sees). @defaultValue true
   */
  scrollable?: boolean;
  /** Extra class on the root. */
  className?: string;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * A table that never widens the page: wider than its container, it scrolls sideways in its own
 * region, named by the caption and focusable, with a fade at the cut edge and a short hint while
 * columns lie beyond it; the caption wraps inside the visible part. Row headers given
 * `stickyColumnClass` stay in view.
 */
export function TableFrame({
  caption,
  captionHidden = false,
  captionClassName,
  tableClassName,
  tableId,
  busy = false,
  scrollerClassName,
  scrollable = true,
  className,
  children,
}: TableFrameProps) {
  const intl = useIntl();
  const captionId = useId();
  const hintId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const { overflowing, before, after, width } = useScrollState(scrollerRef, tableRef, scrollable);
  const hintShown = scrollable && overflowing;

  return (
    <div className={cx(styles.root, className)}>
      <div
        ref={scrollerRef}
        // Hidden, it does not scroll: a scroll area no one can reach is an axe failure.
        className={cx(scrollable ? styles.scroller : undefined, scrollerClassName)}
        role={scrollable ? 'region' : undefined}
        aria-labelledby={scrollable ? captionId : undefined}
        aria-describedby={hintShown ? hintId : undefined}
        // A scroll area must be reachable by keyboard (WCAG 2.1.1); only when it does scroll.
        tabIndex={hintShown ? 0 : undefined}
        data-scrolled={scrollable && before ? '' : undefined}
        data-table-scroller=""
      >
        <table ref={tableRef} id={tableId} className={tableClassName} aria-busy={busy || undefined}>
          <caption id={captionId} className={styles.caption}>
            <span
              className={cx(
                styles.captionContent,
                captionHidden && !hintShown ? undefined : captionClassName,
              )}
              data-clear-of-fade={hintShown ? '' : undefined}
              // The caption is as wide as the table: its text wraps in the visible part instead.
              style={width > 0 ? { maxWidth: width } : undefined}
            >
              {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
              {hintShown ? (
                // Hidden from the table's name; the region reads it as its description.
                <span id={hintId} className={styles.hint} aria-hidden="true">
                  <ChevronsRight
                    aria-hidden="true"
                    focusable="false"
                    size={18}
                    className={styles.hintIcon}
                  />
                  {intl.formatMessage(scrollHintMessage)}
                </span>
              ) : null}
            </span>
          </caption>
          {children}
        </table>
      </div>
      {scrollable ? (
        <div
          className={styles.fade}
          data-table-fade=""
          data-shown={after ? '' : undefined}
          aria-hidden="true"
        />
      ) : null}
    </div>
  );
}
