import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flexShrink: 0,
  animation: `${spin} 1s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const busy = style({
  cursor: 'progress',
  selectors: { '&[aria-disabled="true"]': { cursor: 'progress' } },
});
