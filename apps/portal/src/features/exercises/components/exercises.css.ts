import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@oxilio/ui';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    // Wide enough for "Toutes les parties du corps" without cutting it.
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' },
  },
});

/** The "liked only" box: a row of its own under the lists. */
export const likedOnly = style({ gridColumn: '1 / -1' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' },
  },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const picture = style({ width: '4.5rem', height: '4.5rem' });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
});

export const countRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A liked exercise's button: its heart filled. */
export const liked = style({});
globalStyle(`${liked} svg`, { fill: 'currentColor' });

/** The text search: first, on a row of its own above the lists. */
export const search = style({ gridColumn: '1 / -1', maxWidth: '36rem' });
