import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** A phone or e-mail link: its icon beside it, a long address broken rather than overflowing. */
export const contact = style({
  gap: vars.space.sm,
  // As wide as its text: its focus ring does not span the row.
  alignSelf: 'flex-start',
  overflowWrap: 'anywhere',
});
