import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { choiceControl, choiceInput, choiceRow } from '../Field/choice.css';

export const options = recipe({
  base: { display: 'flex', minWidth: 0 },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.xxs },
      horizontal: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.xl,
        rowGap: vars.space.xxs,
      },
    },
  },
});

export const option = choiceRow;
export const control = choiceControl;
export const input = choiceInput;

export const circle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  border: `${vars.size.borderWidthStrong} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  pointerEvents: 'none',
  selectors: {
    [`${input}:hover:not(:disabled) + &`]: { borderColor: vars.color.primary },
    [`${input}:checked + &`]: { borderColor: vars.color.primary },
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`${input}[data-invalid] + &`]: {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.color.danger}`,
    },
    [`${input}:disabled + &`]: {
      background: vars.color.disabledSurface,
      borderColor: vars.color.disabledText,
    },
  },
});

export const dot = style({
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transform: 'scale(0)',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${input}:checked + ${circle} &`]: { transform: 'scale(1)' },
    [`${input}:disabled + ${circle} &`]: { background: vars.color.disabledText },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlock: `calc((${vars.size.target} - ${vars.fontSize.body} * ${vars.lineHeight.body}) / 2)`,
});

export const label = style({
  fontWeight: vars.fontWeight.regular,
  cursor: 'pointer',
  selectors: {
    [`${option}[data-disabled] &`]: { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});
