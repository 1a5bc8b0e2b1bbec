import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@oxilio/ui';

export const player = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const exerciseHeading = style({ scrollMarginBlockStart: vars.space.xl });

/** Media and text side by side from tablets on, stacked on phones. */
export const exerciseBody = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  },
});

export const mediaBox = style({ minInlineSize: 0 });

export const figure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  maxInlineSize: '360px',
});

export const illustration = style({ maxInlineSize: '360px' });

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const video = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.text,
  borderRadius: vars.radius.lg,
});

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
globalStyle(`${facts} > div`, { display: 'grid', gap: vars.space.xxs });
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${facts} dd`, { margin: 0 });

/** The player's buttons: full width on phones (easy to hit), in a row from tablets on. */
export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { display: 'flex', flexWrap: 'wrap' },
  },
});

export const countdown = style({ maxInlineSize: '40rem' });

export const question = style({ maxInlineSize: '48rem' });

/** An icon before a text, spaced by a gap rather than a literal space. */
export const withIcon = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
