import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Where the dialog would have shown: above the page, across the top of the window. */
export const loadFailed = style({
  position: 'fixed',
  insetInline: vars.space.md,
  top: vars.space.md,
  zIndex: vars.zIndex.dialog,
  maxWidth: `calc(${vars.space.huge} * 10)`,
  marginInline: 'auto',
  boxShadow: vars.elevation.high,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
