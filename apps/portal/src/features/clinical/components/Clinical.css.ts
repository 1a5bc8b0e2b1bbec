import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

export const bands = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    // On a phone the three bands one under the other: side by side, "0,40 m/s" breaks mid-value.
    'screen and (max-width: 30em)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const band = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const bandState = styleVariants({
  current: {
    borderColor: vars.color.primary,
    borderWidth: '3px',
    background: vars.color.primarySoft,
  },
  other: {},
});

export const help = style({
  marginTop: vars.space.sm,
});

export const trends = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const trend = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
