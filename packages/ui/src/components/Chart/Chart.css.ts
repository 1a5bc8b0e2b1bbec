import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  minWidth: 0,
});

export const caption = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.body });

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.small,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const swatch = style({ flexShrink: 0, overflow: 'visible' });

export const unit = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  marginBlockEnd: `calc(-1 * ${vars.space.sm})`,
});

export const plotArea = style({ position: 'relative', width: '100%', minWidth: 0 });

export const surface = style({
  position: 'relative',
  width: '100%',
  borderRadius: vars.radius.sm,
  touchAction: 'pan-y',
});

export const svg = style({ display: 'block', overflow: 'visible' });

export const axisText = style({
  fill: vars.color.textMuted,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.small,
});

export const tooltip = style({
  position: 'absolute',
  zIndex: vars.zIndex.tooltip,
  pointerEvents: 'none',
  width: 'max-content',
  maxWidth: '100%',
  padding: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

export const tooltipTitle = style({
  fontWeight: vars.fontWeight.bold,
  marginBlockEnd: vars.space.xs,
});

export const tooltipRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
});

export const tooltipValue = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textAlign: 'center',
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-start' });

export const table = style({
  width: '100%',
  // Separate borders: a pinned cell's background would hide a collapsed border.
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const tableCaption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.sm,
});

export const cell = style({
  padding: vars.space.sm,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'end',
  verticalAlign: 'top',
  selectors: { '&:first-child': { textAlign: 'start' } },
});

export const headerCell = style([
  cell,
  {
    fontWeight: vars.fontWeight.bold,
    background: vars.color.surfaceMuted,
    borderBlockEnd: `${vars.size.borderWidthStrong} solid ${vars.color.borderStrong}`,
  },
]);

export const rowHeader = style([cell, { fontWeight: vars.fontWeight.regular }]);
