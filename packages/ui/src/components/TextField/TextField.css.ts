import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
  minWidth: 0,
});

export const input = style({ flex: '1 1 auto' });

/** A unit or symbol beside the input ("kg", "€"). */
export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: vars.space.md,
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  justifyContent: 'center',
  border: `${vars.size.borderWidthStrong} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

/** An element beside the input (a button): laid out, not styled. */
export const slot = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
});
