import { style } from '@vanilla-extract/css';
import { media, vars } from '@oxilio/ui';

/** Label above value on phones, side by side on wider screens. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(10rem, max-content) 1fr' } },
});

export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.bold });

export const value = style({
  margin: `0 0 ${vars.space.md}`,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { margin: 0 } },
});
