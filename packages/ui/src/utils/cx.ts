/** Joins class names with spaces, skipping the empty and falsy ones (`cx(a, active && b)`). */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
