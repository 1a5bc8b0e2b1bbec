import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** Cards side by side when there is room, one per row on a phone. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.lg,
});

export const gridItem = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' } },
});

export const schedule = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
  overflowWrap: 'anywhere',
});

export const scheduleIcon = style({ flexShrink: 0, marginTop: '3px', color: vars.color.primary });

export const scheduleText = style({ margin: 0, fontSize: vars.fontSize.body });
