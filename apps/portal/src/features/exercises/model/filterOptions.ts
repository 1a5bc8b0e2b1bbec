/**
 * The options of a filter's list (docs/decisions/portal-everyday-gestures.md): first the one "no
 * filter" option, worded for that filter ("Toutes les positions"), then each value once. A value
 * that stands for "all" in the data (Position.All: an exercise done in any position) is not offered
 * again: the "no filter" option says it, and the filter keeps such exercises for every choice.
 */

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterOptionsInput<T extends number> {
  /** The option that sets no filter (value ''), worded for this filter. */
  any: string;
  /** The values, in the order offered. */
  values: readonly T[];
  /** Each value's label, already translated; a value without one is not offered. */
  labelOf: (value: T) => string | undefined;
  /** The value that means "all" in the data, if the enumeration has one. */
  allValue?: T;
  /** Options offered between "no filter" and the values (e.g. "Sans matériel"). */
  extra?: readonly FilterOption[];
}

/** One "no filter" option, then each value once: no two options share a value or a label. */
export function filterOptions<T extends number>({
  any,
  values,
  labelOf,
  allValue,
  extra = [],
}: FilterOptionsInput<T>): FilterOption[] {
  const options: FilterOption[] = [{ value: '', label: any }];
  const seen = (option: FilterOption) =>
    options.some(
      (known) =>
        known.value === option.value ||
        known.label.toLocaleLowerCase() === option.label.toLocaleLowerCase(),
    );
  const candidates = [
    ...extra,
    ...values
      .filter((value) => value !== allValue)
      .map((value) => ({ value: String(value), label: labelOf(value) ?? '' })),
  ];
  for (const option of candidates) {
    if (option.label !== '' && !seen(option)) {
      options.push(option);
    }
  }
  return options;
}
