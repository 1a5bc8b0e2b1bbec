import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** Cards side by side when there is room, one per row on a phone. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
