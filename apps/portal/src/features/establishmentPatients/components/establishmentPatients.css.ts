import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** Two fields side by side when there is room, one per row on a phone. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const formAction = style({ gridColumn: '1 / -1' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 14rem',
  overflowWrap: 'anywhere',
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const nameLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.lg,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const term = style({ fontWeight: vars.fontWeight.bold });
export const definition = style({ margin: 0, minWidth: 0 });
