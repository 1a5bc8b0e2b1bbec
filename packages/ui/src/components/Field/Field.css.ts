import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** The body of a fieldset: the legend does not take part in a flex layout. */
export const fieldsetBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  display: 'block',
  padding: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
});

export const legend = style([label, { marginBottom: vars.space.xs }]);

export const required = style({
  marginInlineStart: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
  selectors: { '&:empty': { display: 'none' } },
});

export const errorIcon = style({ flexShrink: 0, marginBlockStart: '0.15em' });

/** The box of a text-like control (input, select): 44 px high, a strong border, red when invalid. */
export const control = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.target,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidthStrong} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.danger}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
      borderColor: vars.color.disabledSurface,
    },
    '&:read-only:not(:disabled)': { background: vars.color.surfaceMuted },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
