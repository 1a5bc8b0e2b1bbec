import { useCallback, useInsertionEffect, useRef, useState, type SetStateAction } from 'react';

export interface UseControllableStateParams<T> {
  /** The value chosen by the parent; `undefined` leaves the component in charge of its own. */
  prop?: T | undefined;
  /** The value at first when the component is in charge. */
  defaultProp: T;
  /** Called with the new value, only when it differs from the current one (`Object.is`). */
  onChange?: (value: T) => void;
}

/**
 * State a parent may control or not, as radix's `useControllableState`: controlled while `prop`
 * is not `undefined` (then the setter only reports the wish through `onChange`), uncontrolled
 * otherwise. The setter is stable and takes a value or a function of the current value.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateParams<T>): [T, (next: SetStateAction<T>) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : uncontrolled;

  // The setter reads the latest render's value and callback, so that it never changes identity.
  const latest = useRef({ value, controlled, onChange });
  useInsertionEffect(() => {
    latest.current = { value, controlled, onChange };
  });

  const setValue = useCallback((next: SetStateAction<T>) => {
    const current = latest.current;
    const resolved =
      typeof next === 'function' ? (next as (previous: T) => T)(current.value) : next;
    if (Object.is(resolved, current.value)) {
      return;
    }
    if (!current.controlled) {
      // A second call before the next render (two updates in one event) starts from this one.
      current.value = resolved;
      setUncontrolled(() => resolved);
    }
    current.onChange?.(resolved);
  }, []);

  return [value, setValue];
}
