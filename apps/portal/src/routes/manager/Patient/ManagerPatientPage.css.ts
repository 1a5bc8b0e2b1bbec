import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** Label and value one under the other: long emails wrap instead of widening the page. */
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
});

export const definition = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.target,
  color: vars.color.link,
});

/** The link to the follow-up file, for a manager who follows the patient as a rehabilitator. */
export const clinicalFile = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
