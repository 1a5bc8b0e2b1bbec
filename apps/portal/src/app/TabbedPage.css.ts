import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: 'none',
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  borderBottom: `4px solid transparent`,
  marginBottom: '-1px',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&[aria-current="page"]': {
      color: vars.color.primary,
      borderBottomColor: vars.color.primary,
    },
  },
});
