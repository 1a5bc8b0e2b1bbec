/**
 * The "connect a system" form's pure logic (SMART Backend Services, contract/fhirClients.ts): the
 * scopes chosen ("all" covers every type), the public keys pasted as a JWK set or given by an
 * https URL, the checks before sending and the body sent; and the fields an API refusal names.
 */
import {
  fhirClientNameMaxLength,
  fhirClientResourceTypes,
  type FhirClientCreateBody,
  type FhirClientResourceType,
  type FhirSystemScope,
  type PublicJwk,
} from '@oxilio/domain/contract';

/** Every resource type, present and future. */
export const allScope = 'system/*.read' satisfies FhirSystemScope;

/** The scope of one resource type. */
export const scopeOfType = (type: FhirClientResourceType): FhirSystemScope => `system/${type}.read`;

/** How the manager gives the system's public keys: pasted, or the https address it publishes. */
export const keySources = ['jwks', 'url'] as const;
export type KeySource = (typeof keySources)[number];

export interface FhirClientFormState {
  name: string;
  /** The scopes ticked; with `allScope` among them, the others are kept but not sent. */
  scopes: readonly FhirSystemScope[];
  keySource: KeySource;
  /** The JWK set as pasted. */
  jwks: string;
  jwksUrl: string;
}

export const emptyFhirClientForm: FhirClientFormState = {
  name: '',
  scopes: [],
  keySource: 'jwks',
  jwks: '',
  jwksUrl: '',
};

export const fhirClientFields = ['name', 'scopes', 'jwks', 'jwksUrl'] as const;
export type FhirClientField = (typeof fhirClientFields)[number];

export type FhirClientFormError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'scopesRequired'
  | 'jwksRequired'
  | 'jwksNotJson'
  | 'jwksNoKeys'
  | 'jwksTooMany'
  | 'jwksPrivate'
  | 'jwksKidMissing'
  | 'urlRequired'
  | 'urlNotHttps';

export type FhirClientFormErrors = Partial<Record<FhirClientField, FhirClientFormError>>;

/** The most keys a set may hold (the contract's `maxItems`). */
export const maxKeys = 10;

/** The members of a public JWK the API takes; others (x5c, x5t...) are left out, not refused. */
const publicMembers = ['kty', 'kid', 'alg', 'use', 'key_ops', 'n', 'e', 'crv', 'x', 'y', 'ext'];

/** Members only a private (or symmetric) key has: such a key must never be registered. */
const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type ParsedJwks =
  | { ok: true; jwks: { keys: PublicJwk[] } }
  | { ok: false; error: Extract<FhirClientFormError, `jwks${string}`> };

/**
 * The JWK set of a pasted text: `{"keys": [...]}`, or one key alone (taken as a set of one). A
 * private key is refused outright; the rest of each key's shape is the API's to check.
 */
export function parseJwks(text: string): ParsedJwks {
  if (text.trim() === '') {
    return { ok: false, error: 'jwksRequired' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'jwksNotJson' };
  }
  const keys = isObject(parsed)
    ? Array.isArray(parsed.keys)
      ? (parsed.keys as unknown[])
      : typeof parsed.kty === 'string'
        ? [parsed]
        : null
    : null;
  if (keys === null || keys.length === 0 || !keys.every(isObject)) {
    return { ok: false, error: 'jwksNoKeys' };
  }
  if (keys.length > maxKeys) {
    return { ok: false, error: 'jwksTooMany' };
  }
  if (keys.some((key) => privateMembers.some((member) => member in key))) {
    return { ok: false, error: 'jwksPrivate' };
  }
  if (keys.some((key) => typeof key.kid !== 'string' || key.kid.trim() === '')) {
    return { ok: false, error: 'jwksKidMissing' };
  }
  const publicOnly = keys.map(
    (key) =>
      Object.fromEntries(
        Object.entries(key).filter(([member]) => publicMembers.includes(member)),
      ) as PublicJwk,
  );
  return { ok: true, jwks: { keys: publicOnly } };
}

/** Whether a text is an https address (what the API accepts for a JWKS URL). */
export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The scopes after ticking or unticking one. */
export function toggleScope(
  scopes: readonly FhirSystemScope[],
  scope: FhirSystemScope,
  checked: boolean,
): FhirSystemScope[] {
  const others = scopes.filter((current) => current !== scope);
  return checked ? [...others, scope] : others;
}

/** The scopes sent: "all" alone when ticked, else the types ticked in the contract's order. */
export function scopesToSend(scopes: readonly FhirSystemScope[]): FhirSystemScope[] {
  if (scopes.includes(allScope)) {
    return [allScope];
  }
  return fhirClientResourceTypes.map(scopeOfType).filter((scope) => scopes.includes(scope));
}

export type FormCheck =
  { ok: true; body: FhirClientCreateBody } | { ok: false; errors: FhirClientFormErrors };

/** The form's errors, or the body to send when there is none. */
export function checkFhirClientForm(state: FhirClientFormState): FormCheck {
  const errors: FhirClientFormErrors = {};
  const name = state.name.trim();
  if (name === '') {
    errors.name = 'nameRequired';
  } else if (name.length > fhirClientNameMaxLength) {
    errors.name = 'nameTooLong';
  }
  const scopes = scopesToSend(state.scopes);
  if (scopes.length === 0) {
    errors.scopes = 'scopesRequired';
  }
  let keys: Pick<FhirClientCreateBody, 'jwks' | 'jwksUrl'> = {};
  if (state.keySource === 'jwks') {
    const parsed = parseJwks(state.jwks);
    if (parsed.ok) {
      keys = { jwks: parsed.jwks };
    } else {
      errors.jwks = parsed.error;
    }
  } else if (state.jwksUrl.trim() === '') {
    errors.jwksUrl = 'urlRequired';
  } else if (!isHttpsUrl(state.jwksUrl)) {
    errors.jwksUrl = 'urlNotHttps';
  } else {
    keys = { jwksUrl: state.jwksUrl.trim() };
  }
  if (Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  return { ok: true, body: { name, scopes, ...keys } };
}

/**
 * The form's field an API validation error names (`name`, `scopes.0`, `jwks.keys.0.kty`,
 * `body.jwksUrl`, `/jwks/keys/0`), or null for one the form does not have.
 */
export function fieldOfApiError(apiField: string): FhirClientField | null {
  const [first] = apiField
    .replace(/^body\./, '')
    .replace(/^\//, '')
    .split(/[./]/);
  return fhirClientFields.find((field) => field === first) ?? null;
}

/** The form's fields named by an API refusal's `errors`, in the form's order. */
export function fieldsOfApiErrors(errors: unknown): FhirClientField[] {
  if (!Array.isArray(errors)) {
    return [];
  }
  const named = new Set(
    errors
      .map((item: unknown) =>
        isObject(item) && typeof item.field === 'string' ? fieldOfApiError(item.field) : null,
      )
      .filter((field): field is FhirClientField => field !== null),
  );
  return fhirClientFields.filter((field) => named.has(field));
}

/** What a registered client may read: every type, or the types in the contract's order. */
export function readableTypes(
  scopes: readonly FhirSystemScope[],
): 'all' | FhirClientResourceType[] {
  if (scopes.includes(allScope)) {
    return 'all';
  }
  return fhirClientResourceTypes.filter((type) => scopes.includes(scopeOfType(type)));
}
