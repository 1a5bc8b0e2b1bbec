import { style } from '@vanilla-extract/css';
import { media, vars } from '@oxilio/ui';

/** A list of labelled values: label above value on phones, side by side on wider screens. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(10rem, max-content) 1fr' },
  },
});

/** One label and its value: their own grid cells. */
export const row = style({ display: 'contents' });

export const term = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xs } },
});

export const value = style({
  margin: `0 0 ${vars.space.md}`,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { margin: 0, paddingBlock: vars.space.xs } },
});

export const focusTarget = style({
  selectors: { '&:focus': { outline: 'none' } },
});

/** A person's name, then their role (on the next line when narrow). */
export const actor = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const actorRole = style({ color: vars.color.textMuted });
