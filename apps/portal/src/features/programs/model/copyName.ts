/**
 * The name a copy of a program opens with (docs/decisions/portal-everyday-gestures.md): "Copie de
 * <name>" in the user's language, then " (2)", " (3)"... when the user already has a program of
 * that name, the original's name shortened with "…" when the whole would be too long.
 */

export interface CopyNameInput {
  /** The original's name. */
  name: string;
  /** "Copie de {name}", translated. */
  copyOf: (name: string) => string;
  /** The names of the user's own programs. */
  taken: readonly string[];
  /** The longest name a program may have. */
  maxLength: number;
}

const folded = (name: string) => name.trim().toLocaleLowerCase();

/** `copyOf(name)` with a number if needed, never longer than `maxLength`. */
export function copyName({ name, copyOf, taken, maxLength }: CopyNameInput): string {
  const used = new Set(taken.map(folded));
  const original = name.trim();
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? '' : ` (${number})`;
    const candidate = fitted(original, (shown) => `${copyOf(shown)}${suffix}`, maxLength);
    if (!used.has(folded(candidate))) {
      return candidate;
    }
  }
}

/** The whole text, or the name cut with "…" until the text fits. */
function fitted(name: string, text: (name: string) => string, maxLength: number): string {
  if (text(name).length <= maxLength) {
    return text(name);
  }
  const chars = [...name];
  for (let keep = chars.length - 1; keep > 0; keep -= 1) {
    const candidate = text(`${chars.slice(0, keep).join('').trimEnd()}…`);
    if (candidate.length <= maxLength) {
      return candidate;
    }
  }
  return text('…').slice(0, maxLength);
}
