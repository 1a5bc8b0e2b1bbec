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

export const text = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line', minWidth: 0 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
});

export const input = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidthStrong} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.body,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const requiredMark = style({
  marginInlineStart: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});
