/** Email addresses as the server keeps and compares them (docs/product.md#validation). */

/** An address as typed by a person, as stored: trimmed, lower case (sign-in is case-blind). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The mailbox an address reaches, to count the emails it receives: normalised, and without a
 * `+tag` in its local part (`anna+1@example.com` reaches `anna@example.com` at most providers), so
 * that tags do not multiply one person's allowance (docs/decisions/mail-per-recipient-limit.md).
 */
export function recipientKey(email: string): string {
  return normaliseEmail(email).replace(/\+[^@]*@/, '@');
}
