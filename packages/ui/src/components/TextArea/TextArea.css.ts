import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** On top of the shared control box: room for lines, and a height the person can change. */
export const textArea = style({
  paddingBlock: vars.space.sm,
  lineHeight: vars.lineHeight.body,
  resize: 'vertical',
});

/** The character counter, under the text area and aligned with its end. */
export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  fontVariantNumeric: 'tabular-nums',
});
