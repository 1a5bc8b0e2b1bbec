import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The 44 px hit area: the native input fills it, invisible, above the drawn box. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  border: `${vars.size.borderWidthStrong} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primaryText,
  pointerEvents: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${input}:hover:not(:disabled) + &`]: { borderColor: vars.color.primary },
    [`${input}:checked + &, ${input}:indeterminate + &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    // The input is transparent, so its focus ring is drawn on the visible box.
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`${input}[aria-invalid="true"] + &`]: {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.color.danger}`,
    },
    [`${input}:disabled + &`]: {
      background: vars.color.disabledSurface,
      borderColor: vars.color.disabledText,
      color: vars.color.disabledText,
    },
  },
});

export const mark = style({
  display: 'none',
  selectors: {
    [`${input}:checked:not(:indeterminate) + ${box} &[data-mark="check"]`]: { display: 'block' },
    [`${input}:indeterminate + ${box} &[data-mark="mixed"]`]: { display: 'block' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  // Centres a one-line label on the 44 px control.
  paddingBlock: `calc((${vars.size.target} - ${vars.fontSize.body} * ${vars.lineHeight.body}) / 2)`,
});

export const label = style({
  fontWeight: vars.fontWeight.regular,
  cursor: 'pointer',
  selectors: {
    [`${root}[data-disabled] &`]: { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});
