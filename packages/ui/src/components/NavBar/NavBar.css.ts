import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The bar has two layouts, chosen by measuring (NavBar.tsx sets `data-layout` on the root): the
 * menu on the bar's line when its items fit beside the brand and the actions (`row`), else behind
 * the Menu button (`menu`, the styles below without the `row` selectors).
 */
export const root = style({
  position: 'relative',
  background: vars.color.surface,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontFamily: vars.fontFamily.body,
  zIndex: vars.zIndex.nav,
});

/** Selector of the one-line layout, for the parts below. */
const row = `${root}[data-layout="row"]`;

/**
 * The parts whose layout changes between the two layouts never transition: the bar measures them
 * right after switching (NavBar.tsx), and under reduced motion the theme gives every element a
 * very short transition (global.css.ts), which would let the measure read the former values.
 */
const noTransition = { transitionProperty: 'none' } as const;

/** As wide as the bar, and no height: what the bar's ResizeObserver watches. */
export const sentinel = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  blockSize: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
});

export const inner = style({
  ...noTransition,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.targetLarge,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  // On one line the parts are a little closer than collapsed, so that a manager's five entries fit
  // beside the name and sign-out on a 1280 px screen (docs/decisions/ui-navbar-fit.md).
  selectors: { [`${row} &`]: { flexWrap: 'nowrap', gap: vars.space.md, paddingBlock: 0 } },
});

export const brand = style({
  ...noTransition,
  display: 'flex',
  alignItems: 'center',
  flexGrow: 1,
  minWidth: 0,
  // On one line the brand keeps its width: the bar collapses rather than squeeze it.
  selectors: { [`${row} &`]: { flexGrow: 0, flexShrink: 0 } },
});

export const nav = style({
  ...noTransition,
  display: 'flex',
  alignItems: 'center',
  selectors: { [`${row} &`]: { flexGrow: 1, alignSelf: 'stretch' } },
});

export const menuButton = style({
  selectors: { [`${row} &`]: { display: 'none' } },
});

export const list = style({
  ...noTransition,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'none',
  selectors: {
    '&[data-open="true"]': {
      display: 'flex',
      flexDirection: 'column',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: '100%',
      paddingBlock: vars.space.sm,
      background: vars.color.surface,
      borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
      boxShadow: vars.elevation.medium,
    },
    // On one line, open or not (the state of the Menu button, hidden then) does not matter.
    [`${row} &, ${row} &[data-open="true"]`]: {
      display: 'flex',
      flexDirection: 'row',
      position: 'static',
      alignSelf: 'stretch',
      alignItems: 'stretch',
      gap: 0,
      padding: 0,
      border: 'none',
      boxShadow: 'none',
      background: 'transparent',
    },
  },
});

export const link = style({
  ...noTransition,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  minHeight: vars.size.target,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  borderInlineStart: `${vars.space.xs} solid transparent`,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      color: vars.color.primarySoftText,
      background: vars.color.primarySoft,
      borderInlineStartColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    // On one line a label never wraps: when the items do not fit so, the menu collapses.
    [`${row} &`]: {
      paddingInline: vars.space.sm,
      borderInlineStart: 'none',
      borderBlock: `${vars.space.xs} solid transparent`,
      whiteSpace: 'nowrap',
    },
    [`${row} &[aria-current="page"]`]: {
      background: 'transparent',
      borderBlockEndColor: vars.color.primary,
    },
  },
});

export const actions = style({
  ...noTransition,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // Collapsed, the actions take their own row when they need it and wrap inside it rather than
  // overflow.
  minWidth: 0,
  maxWidth: '100%',
  selectors: { [`${row} &`]: { flexShrink: 0 } },
});

export const item = style({ ...noTransition, display: 'flex', flexDirection: 'column' });
