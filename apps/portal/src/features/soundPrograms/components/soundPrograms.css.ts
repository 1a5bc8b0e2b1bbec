import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.lg,
});

export const gridItem = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** The position slider: a large target, the theme's colour. */
export const seek = style({
  flex: '1 1 10rem',
  minWidth: 0,
  height: vars.size.target,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const unavailable = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const unavailableIcon = style({ flexShrink: 0, marginTop: '2px' });
