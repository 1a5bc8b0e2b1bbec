import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceControl, choiceInput, choiceRow } from '../Field/choice.css';

export const root = choiceRow;
export const control = choiceControl;
export const input = choiceInput;

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
