import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
