import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** Cards side by side when there is room, one per row on a phone. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.lg,
});

export const gridItem = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
