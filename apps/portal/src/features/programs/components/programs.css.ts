import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@oxilio/ui';

export const builder = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', alignItems: 'start' },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const stepHead = style({
  display: 'grid',
  gridTemplateColumns: 'auto 3rem minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
});

export const numbers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const stepActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const programItem = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const programGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))' },
  },
});

export const exerciseNames = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const sticky = style({
  '@media': {
    [media.desktop]: { position: 'sticky', top: vars.space.md },
  },
});

/** The announcements of the order's changes: read, not shown. */
export const live = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const stepPicture = style({ display: 'block', width: '3rem', height: '3rem' });
globalStyle(`${stepPicture} svg`, { width: '100%', height: '100%' });

/** "Ajouté à mes programmes": its icon beside the words, on one line with them. */
export const added = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
