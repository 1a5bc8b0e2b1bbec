/** Email addresses as the server keeps and compares them (docs/product.md#validation). */

/** An address as typed by a person, as stored: trimmed, lower case (sign-in is case-blind). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
