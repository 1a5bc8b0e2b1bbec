import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** The card the patients list links to (`#demander-un-suivi`): clear of a sticky header. */
export const anchor = style({ scrollMarginTop: vars.space.xl });

/** Label and value one under the other, as the personal information above. */
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
});

export const definition = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const person = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
