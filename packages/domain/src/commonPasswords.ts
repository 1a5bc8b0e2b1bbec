/**
 * The bundled list of common and breached passwords (docs/security.md#passwords): the ranked
 * dictionary of @zxcvbn-ts/language-common (MIT), 49,233 lowercase passwords. The API refuses them;
 * the portal loads the same list, lazily, for its strength hint.
 */

let loading: Promise<ReadonlySet<string>> | null = null;

/** The list as a set of lowercase passwords, loaded once (a dynamic import: its own chunk). */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return loading;
}
