import { style } from '@vanilla-extract/css';
import { media, vars } from '@oxilio/ui';

/** Charts one under the other on a phone, side by side where two fit at a readable width. */
export const charts = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 30rem), 1fr))' },
  },
});

export const tiles = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xxl,
  rowGap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
});
