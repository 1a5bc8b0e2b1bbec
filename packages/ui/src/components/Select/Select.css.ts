import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
});

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  // Room for the chevron drawn over the right edge.
  paddingInlineEnd: `calc(${vars.space.md} * 2 + ${vars.space.lg})`,
  textOverflow: 'ellipsis',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    // The placeholder option reads as a placeholder while it is selected.
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  pointerEvents: 'none',
  color: vars.color.text,
  selectors: { [`${select}:disabled + &`]: { color: vars.color.disabledText } },
});

export const option = style({ color: vars.color.text });
