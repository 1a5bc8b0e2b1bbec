import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FormErrors } from './validation';

/** A form's field errors, and each one translated for its field's `error` prop. */
export function useFieldErrors<K extends string>() {
  const intl = useIntl();
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const fieldError = useCallback(
    (field: K) => {
      const problem = errors[field];
      return problem ? intl.formatMessage(problem.message, problem.values) : undefined;
    },
    [errors, intl],
  );
  return { errors, setErrors, fieldError };
}
