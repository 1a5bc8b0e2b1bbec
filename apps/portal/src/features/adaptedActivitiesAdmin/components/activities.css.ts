import { style } from '@vanilla-extract/css';

export const text = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
