import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** A long value (a client_id, an address): monospace, broken anywhere rather than overflowing. */
export const value = style({
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  minWidth: 0,
});

/** The value and its copy button on one line, the button wrapping under it when narrow. */
export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minWidth: 0,
});

/** A value's box: shaded, so that what to copy stands out from the text around it. */
export const valueBox = style({
  flex: '1 1 16rem',
  minWidth: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

/** The text of a row: long URLs and key ids wrap. */
export const wrap = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** The connected system's details, one under the other. */
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.bold });

export const definition = style({ margin: 0, marginBlockStart: vars.space.xxs });

/** The resource types' boxes: side by side where the form is wide, one under the other on a phone. */
export const typeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
});

/** The types a system reads, as a list on one line: each its own label, a dot between them. */
export const typeList = style({
  display: 'inline',
  margin: 0,
  marginInlineStart: '0.3em',
  padding: 0,
  listStyle: 'none',
});

export const typeItem = style({
  display: 'inline',
  selectors: {
    // Decoration only: the list's items are read as items, not with the dots.
    '&:not(:last-child)::after': { content: '"\\00a0· " / ""' },
  },
});
