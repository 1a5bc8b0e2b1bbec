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

/**
 * A chart's place while it loads: about a chart's height (title, two lines of summary, legend,
 * a 240 px plot and the table button) at every width. A minimum, so that the rect's own height of
 * the Skeleton never wins.
 */
export const chartSkeleton = style({ minHeight: '32rem' });

/** The "since the start" card's place: its four tiles one under the other on a phone, in a row on a desktop. */
export const comparisonSkeleton = style({
  minHeight: '41rem',
  '@media': { [media.desktop]: { minHeight: '16.75rem' } },
});
