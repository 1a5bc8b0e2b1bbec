import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Checkbox and radio rows: the drawn control beside its label and hint. */
export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The 44 px hit area: the native input fills it, invisible, above the drawn control. */
export const choiceControl = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
});

export const choiceInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
