import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Width of the fade at the cut edge; the caption keeps clear of it. */
const fadeWidth = vars.space.xxxl;

export const root = style({
  position: 'relative',
  minWidth: 0,
});

export const scroller = style({
  overflowX: 'auto',
  // Never wider than its container: the page itself does not scroll sideways.
  maxWidth: '100%',
  selectors: {
    '&:focus-visible': { outlineOffset: 0 },
  },
});

export const caption = style({ captionSide: 'top', padding: 0, textAlign: 'start' });

/**
 * The caption's box: pinned to the visible part and wrapped inside it (its measured width, set
 * inline) while the table scrolls; clear of the fade while columns lie beyond the edge.
 */
export const captionContent = style({
  display: 'block',
  position: 'sticky',
  insetInlineStart: 0,
  overflowWrap: 'break-word',
  selectors: {
    '&[data-clear-of-fade]': { paddingInlineEnd: fadeWidth },
  },
});

export const hint = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
});

export const hintIcon = style({ flexShrink: 0 });

/**
 * The first column, kept in view while the others scroll under it; a strong line at its edge once
 * the table has scrolled, so the cut is visible.
 */
export const stickyColumn = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  selectors: {
    'thead &': { background: vars.color.surfaceMuted },
    'tbody &': { background: vars.color.surface },
    [`${scroller}[data-scrolled] &`]: {
      boxShadow: `inset calc(-1 * ${vars.size.borderWidthStrong}) 0 0 ${vars.color.borderStrong}`,
    },
  },
});

/** The fade at the cut edge: only while more columns lie beyond it. */
export const fade = style({
  position: 'absolute',
  insetBlock: vars.size.borderWidth,
  insetInlineEnd: vars.size.borderWidth,
  width: fadeWidth,
  pointerEvents: 'none',
  background: `linear-gradient(to right, transparent, ${vars.color.surface} 85%)`,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  opacity: 0,
  selectors: {
    '&[data-shown]': { opacity: 1 },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
    },
  },
});
