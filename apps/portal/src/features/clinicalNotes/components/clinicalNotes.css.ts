import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** The notes section the manager's page links to (`#notes`): clear of a sticky header. */
export const anchor = style({ scrollMarginTop: vars.space.xl });

/** A note's text as written: its line breaks kept, long words broken. */
export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** A withdrawn note's text: struck, still readable (muted text keeps its contrast). */
export const struck = style({
  textDecorationLine: 'line-through',
  color: vars.color.textMuted,
});

/** The earlier versions' disclosure, a little apart from the date of the change. */
export const versions = style({ marginTop: vars.space.xs });

export const versionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const version = style({
  borderInlineStart: `${vars.size.borderWidthStrong} solid ${vars.color.border}`,
  paddingInlineStart: vars.space.md,
});

/** The buttons under a form. */
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** The filters' group: no frame of its own (the card frames it); its legend a small heading. */
export const filters = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const filtersLegend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
});
