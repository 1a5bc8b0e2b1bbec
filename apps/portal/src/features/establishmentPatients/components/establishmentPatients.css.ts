import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

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

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.lg,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const term = style({ fontWeight: vars.fontWeight.bold });
export const definition = style({ margin: 0, minWidth: 0 });

/** The follow-up list's cards: side by side when there is room, one per row on a phone. */
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.lg,
});

export const cardItem = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1, minWidth: 0 });

/** What a patient lacks, one step under the other, each with its action. */
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const stepsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});

export const stepLink = nameLink;

/** The home's breakdown of the patients without a next step, as links. */
export const breakdown = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
