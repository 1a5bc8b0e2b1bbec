import type { ApiResult } from '@oxilio/domain/client';
import { Alert } from '@oxilio/ui';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { establishmentMessages as messages } from './messages';

export type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/**
 * Runs one action at a time and keeps what came of it, to be announced in a status line: the
 * success message, the message of a known problem (`problems[status]`), or a generic failure.
 */
export function useOutcome() {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  async function run(
    key: string,
    action: () => Promise<ApiResult<unknown>>,
    done: MessageDescriptor,
    values: Record<string, string>,
    problems: Partial<Record<number, MessageDescriptor>> = {},
  ): Promise<boolean> {
    setBusy(key);
    const result = await action().catch(() => null);
    setBusy(null);
    if (result?.ok) {
      setOutcome({ tone: 'success', text: intl.formatMessage(done, values) });
      return true;
    }
    const known = result ? problems[result.status] : undefined;
    setOutcome({ tone: 'danger', text: intl.formatMessage(known ?? messages.failed) });
    return false;
  }
  return { outcome, busy, run, clear: () => setOutcome(null) };
}

/** The live region where an outcome is announced (always rendered, so it is announced). */
export function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return (
    <div role="status" aria-live="polite">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </div>
  );
}

/** "First Last", or the email when the names are not known yet. */
export function displayName(
  person: { firstName: string | null; lastName: string | null },
  fallback: string | null,
): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || fallback || '?';
}
