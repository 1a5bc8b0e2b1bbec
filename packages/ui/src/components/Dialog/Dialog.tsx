import {
  cloneElement,
  Component,
  forwardRef,
  lazy,
  Suspense,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import * as styles from './DialogLoadFailed.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;

export interface DialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). @defaultValue false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog, usually a Button; the focus returns to it on close. */
  trigger?: ReactElement;
  /** Title, required: it names the dialog. */
  title: ReactNode;
  /** Sentence under the title, read when the dialog opens. */
  description?: ReactNode;
  /** Body of the dialog. */
  children?: ReactNode;
  /** Buttons at the bottom, the main one last. */
  footer?: ReactNode;
  /** Maximum width. @defaultValue 'medium' */
  size?: (typeof dialogSizes)[number];
  /** Element to focus on open, instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for a question that needs an answer (no close on outside click). @defaultValue 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** False renders the dialog in place, without overlay, focus trap or focus move. @defaultValue true */
  modal?: boolean;
  /** Element the modal dialog is rendered into. @defaultValue document.body */
  container?: HTMLElement | null;
  /** Extra class on the dialog box. */
  className?: string;
}

const loadModal = () => import('./DialogModal');
let DialogModal = lazy(loadModal);

/**
 * Starts loading the open dialog's code (Radix, about 14 kB gzip), so that a dialog opened next
 * shows at once. A dialog with a trigger calls it on an intent (pointer over, focus); call it where
 * a controlled dialog is about to open.
 */
export function preloadDialog(): void {
  void loadModal().catch(() => {
    // Tried again when the dialog opens (its Suspense shows the error boundary above if it fails).
  });
}

interface LoadBoundaryProps {
  onClose: () => void;
  children: ReactNode;
}

/**
 * When the open dialog's code cannot load (the network dropped): says so where a dialog shows,
 * with a retry and a close, instead of the page's error screen taking the page away.
 */
class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    loadModal().then(
      () => {
        // React keeps a lazy component's failure: a new one reads the code now there.
        DialogModal = lazy(loadModal);
        this.setState({ failed: false });
      },
      // A browser that keeps a failed module's answer (Chromium does) fails again without asking
      // the network: the page again, as the error screen's retry does.
      () => window.location.reload(),
    );
  };

  override render() {
    if (!this.state.failed) {
      return this.props.children;
    }
    return (
      <div className={styles.loadFailed}>
        <Alert
          tone="danger"
          action={
            <div className={styles.actions}>
              <Button variant="primary" onClick={this.retry}>
                <FormattedMessage id="ui.dialog.retry" defaultMessage="Réessayer" />
              </Button>
              <Button variant="secondary" onClick={this.props.onClose}>
                <FormattedMessage id="ui.dialog.close" defaultMessage="Fermer" />
              </Button>
            </div>
          }
        >
          <FormattedMessage
            id="ui.dialog.loadFailed"
            defaultMessage="La fenêtre n’a pas pu s’ouvrir. Vérifiez la connexion, puis réessayez."
          />
        </Alert>
      </div>
    );
  }
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') {
    ref(value);
  } else if (ref) {
    ref.current = value;
  }
}

/**
 * A modal dialog: focus moves in and stays in, Escape or the close button closes it, and the focus
 * goes back to where it was. Closed, it costs nothing: the open dialog's code (DialogModal.tsx)
 * loads when it first opens, or on an intent to open it (`preloadDialog`).
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  { open: openProp, defaultOpen = false, onOpenChange, trigger, ...props },
  ref,
) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const triggerRef = useRef<HTMLElement | null>(null);
  const setOpen = (next: boolean) => {
    if (openProp === undefined) {
      setOpenState(next);
    }
    onOpenChange?.(next);
  };
  let opener: ReactNode = null;
  if (trigger) {
    const own = (trigger as ReactElement<TriggerProps>).props;
    opener = cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      ref: (node: HTMLElement | null) => {
        triggerRef.current = node;
        setRef(own.ref, node);
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        if (!event.defaultPrevented) {
          setOpen(!open);
        }
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        own.onFocus?.(event);
        preloadDialog();
      },
      onPointerEnter: (event: MouseEvent<HTMLElement>) => {
        own.onPointerEnter?.(event);
        preloadDialog();
      },
    });
  }
  return (
    <>
      {opener}
      {open ? (
        <LoadBoundary onClose={() => setOpen(false)}>
          <Suspense fallback={null}>
            <DialogModal
              ref={ref}
              {...props}
              onOpenChange={setOpen}
              opener={trigger ? (triggerRef as RefObject<HTMLElement | null>) : undefined}
            />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
});
