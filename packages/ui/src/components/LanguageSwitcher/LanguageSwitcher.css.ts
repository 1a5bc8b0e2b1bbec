import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.fontFamily.body,
});

export const inline = style({
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const field = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  // As wide as the select, even when the switcher is stretched: the chevron stays inside the box.
  alignSelf: 'flex-start',
});

export const select = style({
  appearance: 'none',
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  paddingBlock: vars.space.sm,
  // Room for the globe before the text and the chevron after it.
  paddingInlineStart: `calc(${vars.space.md} + ${vars.space.xl})`,
  paddingInlineEnd: `calc(${vars.space.md} + ${vars.space.xl})`,
  border: `${vars.size.borderWidthStrong} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
      borderColor: vars.color.disabledSurface,
    },
  },
});

const decoration = style({
  position: 'absolute',
  pointerEvents: 'none',
  color: vars.color.text,
});

export const globe = style([decoration, { insetInlineStart: vars.space.md }]);
export const chevron = style([decoration, { insetInlineEnd: vars.space.md }]);
