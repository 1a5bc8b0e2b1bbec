import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `6px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  minWidth: 0,
});

export const icon = style({ flexShrink: 0, color: vars.color.text });

export const text = style({ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.text,
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
