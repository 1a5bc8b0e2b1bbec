import { style } from '@vanilla-extract/css';
import { media, vars } from '@oxilio/ui';

/** A list of tiles: one column on a phone, as many 17rem columns as fit on wider screens. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Results: wider tiles, so that a value and its ring fit side by side. */
export const results = style([
  tiles,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 21rem), 1fr))' },
]);

/** A result: its tile, with the completion ring beside it. */
export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** The tile inside a result: the result draws the frame. */
export const resultTile = style({
  flex: '1 1 auto',
  padding: 0,
  border: 'none',
  background: 'transparent',
});

export const ring = style({ flexShrink: 0 });

/** Performance ring and the count of objectives met, side by side. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const statusMet = style({ color: vars.color.success });

/** "Counts in neither stars nor performance", under an objective outside the activity set. */
export const apart = style({ fontStyle: 'italic' });

/** The three star counts. */
export const stars = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Usage: yesterday's tile and its detail, side by side from the tablet width. */
export const usageTop = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const detailTerm = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const detailIndented = style({ paddingInlineStart: vars.space.lg });

export const detailValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

/** A term and its value: the grid of the list lays them out. */
export const detailRow = style({ display: 'contents' });

/** Today's objectives: a compact list, one line each. */
export const objectives = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const objective = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const objectiveIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});

export const objectiveLabel = style({
  flex: '1 1 auto',
  minWidth: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** Under an objective outside the activity set: it counts in neither stars nor performance. */
export const objectiveApart = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontStyle: 'italic',
});

export const objectiveValue = style({
  flexShrink: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
