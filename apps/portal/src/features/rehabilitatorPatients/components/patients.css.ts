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

export const nameLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

// The labels take at most 40 % of a card (they wrap between words), so that a value as long as
// "(hoofdbehandelaar)" or "Eingeschränktes Gehen" keeps its words whole in a narrow card.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 40%) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.body,
});

export const factLabel = style({ color: vars.color.textMuted, overflowWrap: 'break-word' });

export const factValue = style({ margin: 0, overflowWrap: 'break-word', fontWeight: 600 });

/** The 7 days as small bars (steps per day); the text alternative is the element's label. */
export const days = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  height: '32px',
});

export const dayBar = style({
  width: '12px',
  minHeight: '3px',
  background: vars.color.primary,
  borderRadius: '2px',
});

export const dayEmpty = style({
  width: '12px',
  height: '3px',
  background: vars.color.border,
  borderRadius: '2px',
});
