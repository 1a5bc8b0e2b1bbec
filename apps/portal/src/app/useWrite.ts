import type { ApiResult } from '@oxilio/domain/client';
import type { LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { problemMessage, thrownMessage } from './problems';

/**
 * One button a notice may offer, e.g. "Undo" calling the reverse write
 * (docs/decisions/ui-confirm-lists-forms.md, "Undo"). `run`'s promise keeps the button busy.
 */
export interface NoticeAction {
  /** The button's text, already translated. */
  label: string;
  /** Its icon, decorative. */
  icon?: LucideIcon;
  run: () => Promise<unknown> | void;
}

/** What a write announces: its tone and its text, already translated; a success may offer an action. */
export interface Notice {
  tone: 'success' | 'danger';
  text: string;
  action?: NoticeAction;
}

/** A message with its values, for notices that name what was written. */
export interface Said {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** A success's message, and the one action its notice offers, if any (an undo). */
export interface Success extends Said {
  action?: NoticeAction;
}

/** A message per problem status. */
export type Problems = Partial<Record<number, MessageDescriptor>>;

/** A read's key, as the features' `*Key()` factories build them. */
export type ReadKey = string | readonly unknown[];

/** A key to revalidate after the write, or a filter over the cache's keys (as SWR's `mutate`). */
export type Revalidated = ReadKey | ((key: unknown) => boolean);

export interface WriteOptions<Arg, Data> {
  /** The call: one domain client call, resolving to its `ApiResult`. */
  call: (arg: Arg) => Promise<ApiResult<Data>>;
  /**
   * The key of the read this write changes: SWR revalidates it once the write went through.
   * Without one, the write revalidates only what `revalidates` names (or what `call` does itself).
   */
  key?: ReadKey;
  /** Other reads the write changes, revalidated once it went through. */
  revalidates?: (arg: Arg, data: Data) => readonly Revalidated[];
  /** What to announce once it went through; nothing when omitted. */
  success?: MessageDescriptor | ((arg: Arg, data: Data) => Success | null);
  /** Messages for the problem statuses this write expects (409: "already done"...). */
  problems?: Problems | ((arg: Arg) => Problems);
  /**
   * The message of any other failure. Defaults to the problem's own message (app/problems.ts), or,
   * for a call that threw, the lost connection or the unexpected error.
   */
  failure?: MessageDescriptor;
  /** The message when the call threw (no answer), if not `failure` nor the default. */
  thrown?: MessageDescriptor;
  /** Also called with each notice, for a screen that shows it elsewhere (a toast). */
  onNotice?: (notice: Notice) => void;
}

/**
 * A write as a feature's API module declares it (features/<feature>/api/): the call and the reads
 * it changes. A screen spreads it into `useWrite` with what to announce.
 */
export type WriteCall<Arg, Data> = Pick<WriteOptions<Arg, Data>, 'call' | 'key' | 'revalidates'>;

/**
 * The portal's one way to write (docs/decisions/portal-writes.md): one API call through SWR's
 * `useSWRMutation` (its pending state, a reset that drops a late answer), then SWR revalidates the
 * reads it changed once it went through; and the notice to announce (success, known problem, or
 * failure).
 *
 * `trigger(arg)` never throws: it resolves to the call's result, or `null` when the call threw (no
 * connection). `writing` is the argument of the write in progress, for a list that shows which row
 * is busy. Render `notice` with `WriteNotice` (an always-present live region) or, for a form that
 * shows its error above the button, read `error`.
 */
export function useWrite<Arg = void, Data = unknown>(options: WriteOptions<Arg, Data>) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  // The mutation's own key, never a read's: the portal's SWR middlewares see every hook, and one
  // of them answers a read's string key from the early reads (boot/earlyReadStore.ts).
  const ownKey = ['write', useId()];
  const [notice, setNotice] = useState<Notice | null>(null);
  const [lastArg, setLastArg] = useState<{ arg: Arg } | null>(null);

  const mutation = useSWRMutation(
    ownKey,
    async (_key: unknown, { arg }: { arg: Arg }): Promise<ApiResult<Data>> => {
      const result = await options.call(arg);
      // Only a write that went through changed something to read again.
      if (result.ok) {
        const changed = [
          ...(options.key ? [options.key] : []),
          ...(options.revalidates?.(arg, result.data) ?? []),
        ];
        await Promise.all(changed.map((key) => mutate(key)));
      }
      return result;
    },
    { revalidate: false, throwOnError: true },
  );

  const say = (said: Said) => intl.formatMessage(said.message, said.values);
  const danger = (message: MessageDescriptor): Notice => ({
    tone: 'danger',
    text: say({ message }),
  });

  const announce = (next: Notice) => {
    setNotice(next);
    options.onNotice?.(next);
  };

  // The last notice stays while the next write runs, until its own is known: a list that shows
  // only while it has rows or a notice never disappears meanwhile.
  async function trigger(arg: Arg): Promise<ApiResult<Data> | null> {
    setLastArg({ arg });
    try {
      // One signature of SWR's overloaded trigger: the argument, no per-call options.
      const result = await (mutation.trigger as (arg: Arg) => Promise<ApiResult<Data> | undefined>)(
        arg,
      );
      if (!result) {
        return null; // reset while on its way: nothing to announce
      }
      if (!result.ok) {
        const problems =
          typeof options.problems === 'function' ? options.problems(arg) : options.problems;
        const known = problems?.[result.status];
        announce(danger(known ?? options.failure ?? problemMessage(result.problem)));
        return result;
      }
      const success: Success | null =
        typeof options.success === 'function'
          ? options.success(arg, result.data)
          : options.success
            ? { message: options.success }
            : null;
      if (success) {
        announce({
          tone: 'success',
          text: say(success),
          ...(success.action ? { action: success.action } : {}),
        });
      } else {
        setNotice(null);
      }
      return result;
    } catch (caught) {
      announce(danger(options.thrown ?? options.failure ?? thrownMessage(caught)));
      return null;
    }
  }

  return {
    trigger,
    /** Whether the write is on its way. */
    isMutating: mutation.isMutating,
    /**
     * The argument of the write on its way, else undefined: a list compares its rows' ids with it
     * to show the busy one (by id: a read revalidated meanwhile gives new objects for the same rows).
     */
    writing: mutation.isMutating ? lastArg?.arg : undefined,
    /** What the last write announces, until the next one or `reset()`. */
    notice,
    /** The last write's failure text, else null (for a form's error above its button). */
    error: notice?.tone === 'danger' ? notice.text : null,
    /** Forgets the last notice (a form edited again, a dialog closed). */
    reset: () => {
      setNotice(null);
      mutation.reset();
    },
  };
}

/**
 * A write handed down as a prop that only says whether it went through (`Promise<boolean>`), as a
 * result for `useWrite` (a refusal's details stay with the route that made the call).
 */
export async function asResult(wentThrough: Promise<boolean>): Promise<ApiResult<null>> {
  return (await wentThrough)
    ? { ok: true, status: 200, data: null }
    : { ok: false, status: 0, problem: { status: 0, code: 'unexpected' } };
}

/** What `successToast` needs of the toasts (`useToast()`). */
export interface ToastShow {
  show: (toast: {
    tone: 'success';
    title: string;
    action?: { label: string; onClick: () => void };
  }) => unknown;
}

/**
 * An `onNotice` for a screen that shows a write's success as a toast (seen wherever the page is
 * scrolled) and its failure in place (from `error`). The portal has one toast at a time: a new
 * success replaces the one shown (docs/decisions/portal-everyday-gestures.md). A success's action
 * (an undo) is the toast's button, and the toast then stays until it is used or closed.
 */
export const successToast = (toast: ToastShow) => (notice: Notice) => {
  if (notice.tone === 'success') {
    const action = notice.action;
    toast.show({
      tone: 'success',
      title: notice.text,
      ...(action ? { action: { label: action.label, onClick: () => void action.run() } } : {}),
    });
  }
};
