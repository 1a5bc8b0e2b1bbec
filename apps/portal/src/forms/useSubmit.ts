import type { ApiResult } from '@oxilio/domain/client';
import { useCallback, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { problemMessage, thrownMessage } from '../app/problems';

/**
 * Runs one API call for a form: tracks the pending state and turns a refused call, a network
 * failure or a server error into the message to show. Never leaves an error in the console only.
 */
export function useSubmit<T>() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);

  const submit = useCallback(
    async (call: () => Promise<ApiResult<T>>): Promise<ApiResult<T> | null> => {
      setPending(true);
      setError(null);
      try {
        const result = await call();
        if (!result.ok) {
          setError(problemMessage(result.problem));
        }
        return result;
      } catch (caught) {
        setError(thrownMessage(caught));
        return null;
      } finally {
        setPending(false);
      }
    },
    [],
  );

  return { submit, pending, error, setError };
}
