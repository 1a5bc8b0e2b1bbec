/**
 * The bounds the API contract enforces that a screen also says or checks before sending (a form's
 * hint, the player's clock): plain numbers, so that importing one never brings a schema or TypeBox
 * into a page's scripts. The contract's schemas are built from these (src/contract).
 */

/** Longest step the player may report, in whole seconds (two hours). */
export const maxStepDurationSeconds = 7200;

/** Longest first or last name of a person (what may be written into an email's greeting). */
export const personNameMaxLength = 60;

/** Shortest new password (NIST SP 800-63B: at least 8 characters). */
export const newPasswordMinLength = 8;

/** Longest new password: long passphrases are welcome. */
export const newPasswordMaxLength = 128;

/** Longest text of a rehabilitation goal, in the patient's words (a sentence, not a note). */
export const goalTextMaxLength = 160;

/** Longest explanation of why a goal was dropped. */
export const goalDropNoteMaxLength = 500;

/** Longest free comment on a standardised test's result (conditions worth noting). */
export const outcomeCommentMaxLength = 500;

/** Longest reason given when a standardised test's result is struck out. */
export const outcomeStrikeReasonMaxLength = 300;

/** Longest text of a clinical note or of one of its amendments (about a page). */
export const clinicalNoteMaxLength = 4000;

/** Longest reason given when a clinical note is withdrawn. */
export const clinicalNoteWithdrawReasonMaxLength = 300;
