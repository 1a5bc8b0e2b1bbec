import { X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type RefObject,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { alertTones, toneIcons, toneMessages, type AlertTone } from '../Alert/tones';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Toast.css';

export const toastTones = alertTones;

export interface ToastOptions {
  /** Short message, in bold. */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** Kind of message; a danger toast is announced at once and never goes away by itself. @defaultValue 'info' */
  tone?: AlertTone;
  /**
   * Milliseconds before it goes away by itself; null keeps it. @defaultValue the provider's
   * duration (longer for a long text), or null with an action
   */
  duration?: number | null;
  /** One button in the toast; the toast closes after it runs. */
  action?: { label: string; onClick: () => void };
}

export interface ToastApi {
  /** Shows a toast in place of the one shown, if any, and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes a toast by id. */
  dismiss: (id: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
  timeout: number | null;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('useToast must be used inside a ToastProvider');
  }
  return api;
}

export interface ToastProviderProps {
  /** The application. */
  children?: ReactNode;
  /** Milliseconds a toast stays when it has no action and is not an error. @defaultValue 8000 */
  duration?: number;
  /**
   * For an application's root: the toast gets its own strip at the bottom of the window and the
   * page scrolls in the rest, so that no control can ever lie under it. Without it the toast
   * floats over the bottom corner of the page, which keeps room for it (stories, tests).
   * @defaultValue false
   */
  docked?: boolean;
}

let nextId = 0;

/** Reading time added per character beyond the first sixty (about 200 words a minute). */
const readingMsPerCharacter = 60;

/** How long a toast stays: the provider's duration, longer for a long text. */
function readingTime(options: ToastOptions, duration: number) {
  const text = [options.title, options.description]
    .filter((part): part is string => typeof part === 'string')
    .join(' ');
  return duration + Math.max(0, text.length - 60) * readingMsPerCharacter;
}

/**
 * Holds the one toast shown and its live regions (docs/decisions/portal-everyday-gestures.md): a
 * new toast replaces the previous one rather than stacking. A toast stays while the pointer is
 * over it or the focus is in it, so that nobody has to hurry to read or reach it.
 *
 * Where it shows:
 * - `docked` (the portal): the window is split in two rows, the page scrolling in the first (a
 *   scroll container of the dynamic viewport's height) and the toast's strip in the second, in
 *   the flow and empty when no toast shows. The page's visible area ends above the toast, so no
 *   control can be under it at any scroll position; the control just used, if the strip's arrival
 *   hid it below the page's end, is scrolled back into sight. With nothing focused, a scroll key
 *   (Space, Page Down, arrows, Home, End) focuses the page first, so that it scrolls. On paper
 *   the page is one block and the strip is left out. A toast showing re-renders the strip only,
 *   never the page.
 * - Otherwise it floats in the window's bottom corner, and while it shows the page gets room below
 *   its end and scroll padding of the toast's height, so that every control can be scrolled above
 *   it and a control reached with the keyboard is never scrolled under it.
 */
export function ToastProvider({ children, duration = 8000, docked = false }: ToastProviderProps) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  // Set when a toast replaces one that had the focus: the new one's button takes it.
  const refocusRef = useRef(false);
  const shown = toasts.length > 0;

  useReservedSpace(regionRef, shown && !docked);
  useUsedControlInSight(pageRef, regionRef, docked, toasts);
  useKeyboardScrolling(pageRef, docked);

  useEffect(() => {
    if (refocusRef.current) {
      refocusRef.current = false;
      const region = regionRef.current;
      const target = region?.querySelector<HTMLElement>('[data-toast-id] button') ?? region;
      target?.focus();
    }
  }, [toasts]);

  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  const dismiss = useCallback((id: string) => {
    const region = regionRef.current;
    if (region && region.contains(document.activeElement)) {
      // Keep the keyboard user's place: next toast, else where they came from.
      const items = [...region.querySelectorAll<HTMLElement>('[data-toast-id]')];
      const index = items.findIndex((item) => item.dataset.toastId === id);
      const neighbour = items[index + 1] ?? items[index - 1];
      const target =
        neighbour?.querySelector<HTMLElement>('button') ??
        (returnFocusRef.current?.isConnected ? returnFocusRef.current : region);
      if (target?.isConnected) {
        target.focus();
      } else {
        setFocused(false);
      }
    }
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      nextId += 1;
      const id = `toast-${nextId}`;
      const tone = options.tone ?? 'info';
      let timeout: number | null = options.action ? null : readingTime(options, duration);
      if (options.duration !== undefined) {
        timeout = options.duration;
      }
      if (tone === 'danger') {
        timeout = null;
      }
      // The one toast is replaced; if it had the focus, the new one's button takes it.
      const region = regionRef.current;
      refocusRef.current = Boolean(region && region.contains(document.activeElement));
      setToasts([{ ...options, tone, id, timeout }]);
      return id;
    },
    [duration],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const paused = hovered || focused || hidden;

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
      returnFocusRef.current = from;
    }
    setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setFocused(false);
    }
  };

  const renderToast = (toast: ToastEntry) => (
    <ToastItem
      key={toast.id}
      toast={toast}
      paused={paused}
      onDismiss={dismiss}
      closeLabel={intl.formatMessage({
        id: 'ui.toast.close',
        defaultMessage: 'Fermer la notification',
      })}
      toneLabel={intl.formatMessage(toneMessages[toast.tone ?? 'info'])}
    />
  );

  const region = (
    <section
      ref={regionRef}
      // Focusable from script only: it takes the focus when the toast that had it goes.
      tabIndex={-1}
      className={
        docked ? `${styles.dockedRegion}${shown ? ` ${styles.dockedShown}` : ''}` : styles.region
      }
      aria-label={intl.formatMessage({ id: 'ui.toast.region', defaultMessage: 'Notifications' })}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.list} aria-live="assertive" aria-relevant="additions">
        {toasts.filter((toast) => toast.tone === 'danger').map(renderToast)}
      </div>
      <div className={styles.list} aria-live="polite" aria-relevant="additions">
        {toasts.filter((toast) => toast.tone !== 'danger').map(renderToast)}
      </div>
    </section>
  );

  return (
    <ToastContext.Provider value={api}>
      {docked ? (
        <div className={styles.shell}>
          {/* The same children element on every render: a toast re-renders the strip only. */}
          <div ref={pageRef} className={styles.page} tabIndex={-1} data-page-scroll="">
            {children}
          </div>
          {region}
        </div>
      ) : (
        <>
          {children}
          {region}
        </>
      )}
    </ToastContext.Provider>
  );
}

/** The keys that scroll a page when nothing is focused (Space with Shift scrolls up). */
const scrollKeys = new Set([' ', 'PageDown', 'PageUp', 'Home', 'End', 'ArrowDown', 'ArrowUp']);

/**
 * Docked, the document no longer scrolls: with nothing focused (a page just opened), a scroll key
 * would do nothing. It first focuses the page, whose scrolling then takes the key.
 */
function useKeyboardScrolling(pageRef: RefObject<HTMLElement | null>, docked: boolean) {
  useEffect(() => {
    if (!docked) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const page = pageRef.current;
      const nothingFocused =
        document.activeElement === null || document.activeElement === document.body;
      if (
        page &&
        nothingFocused &&
        scrollKeys.has(event.key) &&
        !event.defaultPrevented &&
        !event.altKey &&
        !event.ctrlKey &&
        !event.metaKey
      ) {
        page.focus({ preventScroll: true });
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [pageRef, docked]);
}

/**
 * Docked, the strip's arrival shortens the page's visible area from the bottom: the control just
 * used (the last one focused or pressed in the page, as Safari does not focus a pressed button),
 * if it showed in the window and the strip now hides it, scrolls back just above the strip before
 * the frame is painted. Its place in the page is kept too, for a control that its own write
 * replaced ("Ajouter à mes programmes" becoming the link "Ajouté à mes programmes").
 */
const controls = 'button, a[href], input, select, textarea, summary, [role="button"]';

function useUsedControlInSight(
  pageRef: RefObject<HTMLElement | null>,
  regionRef: RefObject<HTMLElement | null>,
  docked: boolean,
  toasts: readonly ToastEntry[],
) {
  const usedRef = useRef<{ element: Element; top: number; bottom: number } | null>(null);
  useEffect(() => {
    const page = pageRef.current;
    if (!docked || !page) {
      return undefined;
    }
    const remember = (event: Event) => {
      // A control only: not the main landmark the portal focuses after a navigation, nor text.
      const element = event.target instanceof Element ? event.target.closest(controls) : null;
      if (!element || !page.contains(element)) {
        usedRef.current = null;
        return;
      }
      const box = element.getBoundingClientRect();
      const offset = page.scrollTop - page.getBoundingClientRect().top;
      usedRef.current = { element, top: box.top + offset, bottom: box.bottom + offset };
    };
    page.addEventListener('pointerdown', remember, true);
    page.addEventListener('focusin', remember);
    return () => {
      page.removeEventListener('pointerdown', remember, true);
      page.removeEventListener('focusin', remember);
    };
  }, [pageRef, docked]);
  useLayoutEffect(() => {
    const page = pageRef.current;
    const region = regionRef.current;
    const used = usedRef.current;
    if (!docked || !page || !region || !used || toasts.length === 0) {
      return undefined;
    }
    const keepInSight = () => {
      const visible = page.getBoundingClientRect();
      const offset = page.scrollTop - visible.top;
      const box = used.element.isConnected
        ? used.element.getBoundingClientRect()
        : { top: used.top - offset, bottom: used.bottom - offset };
      // Shown in the window before the strip came (the shell's height), hidden now.
      const windowBottom = page.parentElement?.getBoundingClientRect().bottom ?? visible.bottom;
      const by = Math.min(box.bottom - visible.bottom, box.top - visible.top);
      if (by > 0 && box.top < windowBottom) {
        page.scrollTop += by;
      }
    };
    keepInSight();
    // The strip may grow after its first frame (its font arriving): once more then.
    if (typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const observer = new ResizeObserver(keepInSight);
    observer.observe(region);
    return () => observer.disconnect();
  }, [pageRef, regionRef, docked, toasts]);
}

/**
 * While the toast shows, the page keeps its height free: room below the page's end (so that the
 * last controls can be scrolled above it) and scroll padding (so that focusing or scrolling to a
 * control never leaves it under the toast); the control just used, if under it, scrolls above it.
 */
function useReservedSpace(regionRef: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const region = regionRef.current;
    if (!shown || !region || typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const root = document.documentElement;
    const body = document.body;
    const before = { scroll: root.style.scrollPaddingBottom, padding: body.style.paddingBottom };
    const reserve = () => {
      const height = region.getBoundingClientRect().height;
      // The gap under the toast as styled, not as measured: a measure would move with the scroll
      // whenever an ancestor (a transformed frame) holds the fixed region.
      const bottom = Number.parseFloat(getComputedStyle(region).bottom) || 0;
      const room = `${Math.ceil(height + Math.max(bottom, 0) * 2)}px`;
      root.style.scrollPaddingBottom = room;
      body.style.paddingBottom = room;
    };
    const observer = new ResizeObserver(reserve);
    observer.observe(region);
    reserve();
    // The control just used (the focus, outside the toast) is never left under it: the page
    // scrolls it just above, within the scroll padding.
    const used = document.activeElement;
    if (used instanceof HTMLElement && used !== document.body && !region.contains(used)) {
      const toast = region.querySelector('[data-toast-id]')?.getBoundingClientRect();
      const control = used.getBoundingClientRect();
      if (
        toast &&
        control.bottom > toast.top &&
        control.top < toast.bottom &&
        control.right > toast.left &&
        control.left < toast.right
      ) {
        used.scrollIntoView({ block: 'nearest' });
      }
    }
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = before.scroll;
      body.style.paddingBottom = before.padding;
    };
  }, [regionRef, shown]);
}

interface ToastItemProps {
  toast: ToastEntry;
  paused: boolean;
  onDismiss: (id: string) => void;
  closeLabel: string;
  toneLabel: string;
}

function ToastItem({ toast, paused, onDismiss, closeLabel, toneLabel }: ToastItemProps) {
  const { id, tone = 'info', title, description, action, timeout } = toast;
  const remaining = useRef(timeout);
  const Icon = toneIcons[tone];

  useEffect(() => {
    const left = remaining.current;
    if (paused || left === null) {
      return undefined;
    }
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), Math.max(left, 0));
    return () => {
      clearTimeout(timer);
      remaining.current = left - (Date.now() - startedAt);
    };
  }, [paused, id, onDismiss]);

  return (
    <div className={styles.toast({ tone })} data-toast-id={id}>
      <span className={styles.icon({ tone })}>
        <Icon aria-hidden="true" focusable="false" size={24} strokeWidth={2.25} />
      </span>
      <div className={styles.content}>
        <p className={styles.title}>
          <VisuallyHidden>{toneLabel} </VisuallyHidden>
          {title}
        </p>
        {description ? <p className={styles.description}>{description}</p> : null}
        {action ? (
          <Button
            variant="secondary"
            className={styles.action}
            onClick={() => {
              action.onClick();
              onDismiss(id);
            }}
          >
            {action.label}
          </Button>
        ) : null}
      </div>
      <IconButton icon={X} label={closeLabel} onClick={() => onDismiss(id)} />
    </div>
  );
}
