import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The boxes one under the other, as a vertical RadioGroup's options. */
export const boxes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
