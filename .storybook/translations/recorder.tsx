import { createContext, use, useMemo, type ReactNode } from 'react';
import { RawIntlProvider, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

/** A message a story formatted: its id and the French default written in the code, if any. */
export interface RecordedMessage {
  id: string;
  defaultMessage: string | undefined;
}

/**
 * The messages a story formats, in the order they first appear. Listeners are told after the
 * render that recorded something, never during it (React forbids updating another component while
 * rendering one).
 */
export class MessageRecorder {
  readonly #messages = new Map<string, RecordedMessage>();
  readonly #listeners = new Set<() => void>();
  #version = 0;
  #scheduled = false;

  record(descriptor: MessageDescriptor): void {
    const id = descriptor.id === undefined ? '' : String(descriptor.id);
    if (id === '' || this.#messages.has(id)) {
      return;
    }
    const defaultMessage =
      typeof descriptor.defaultMessage === 'string' ? descriptor.defaultMessage : undefined;
    this.#messages.set(id, { id, defaultMessage });
    if (!this.#scheduled) {
      this.#scheduled = true;
      setTimeout(() => {
        this.#scheduled = false;
        this.#version += 1;
        for (const listener of this.#listeners) {
          listener();
        }
      }, 0);
    }
  }

  messages(): RecordedMessage[] {
    return [...this.#messages.values()];
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly version = (): number => this.#version;
}

const RecorderContext = createContext<MessageRecorder | null>(null);

/** Makes a recorder available to every `RecordMessages` below, nested intl providers included. */
export function RecorderProvider({
  recorder,
  children,
}: {
  recorder: MessageRecorder;
  children: ReactNode;
}) {
  return <RecorderContext value={recorder}>{children}</RecorderContext>;
}

/**
 * Re-provides the nearest react-intl context with a `formatMessage` that also records each
 * descriptor. Place it inside every IntlProvider a story renders (the preview's, and the portal's
 * LocaleProvider in screen stories); without a recorder above, it changes nothing.
 */
export function RecordMessages({ children }: { children: ReactNode }) {
  const recorder = use(RecorderContext);
  const intl = useIntl();
  const recording = useMemo<IntlShape | null>(() => {
    if (!recorder) {
      return null;
    }
    const format = intl.formatMessage as (...args: unknown[]) => unknown;
    const formatMessage = ((descriptor: MessageDescriptor, ...rest: unknown[]) => {
      recorder.record(descriptor);
      return format(descriptor, ...rest);
    }) as IntlShape['formatMessage'];
    return { ...intl, formatMessage, $t: formatMessage };
  }, [intl, recorder]);
  return recording ? <RawIntlProvider value={recording}>{children}</RawIntlProvider> : children;
}
