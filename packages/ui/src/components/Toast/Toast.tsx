import { X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
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
  /** Milliseconds before it goes away by itself; null keeps it. @defaultValue the provider's duration, or null with an action */
  duration?: number | null;
  /** One button in the toast; the toast closes after it runs. */
  action?: { label: string; onClick: () => void };
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
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
}

let nextId = 0;

/**
 * Holds the toasts and their live regions. A toast stays while the pointer is over the toasts or
 * the focus is in them, so that nobody has to hurry to read or reach it.
 */
export function ToastProvider({ children, duration = 8000 }: ToastProviderProps) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

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
      const target = neighbour?.querySelector<HTMLElement>('button') ?? returnFocusRef.current;
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
      let timeout: number | null = options.action ? null : duration;
      if (options.duration !== undefined) {
        timeout = options.duration;
      }
      if (tone === 'danger') {
        timeout = null;
      }
      setToasts((current) => [...current, { ...options, tone, id, timeout }]);
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

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        ref={regionRef}
        className={styles.region}
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
    </ToastContext.Provider>
  );
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
