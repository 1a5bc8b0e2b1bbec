import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/contract.css';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(calc(100% - 2 * ${vars.space.lg}), calc(${vars.space.huge} * 6.5))`,
  maxHeight: `calc(100% - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  // The empty parts of the region let clicks through to the page.
  pointerEvents: 'none',
  '@media': {
    print: { display: 'none' },
  },
});

/**
 * Docked (the portal): the window split in two rows, the page scrolling in the first, the toast's
 * strip in the second, so that the page's visible area ends above the toast.
 */
export const shell = style({
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // The dynamic viewport: on a phone, the window left by the address bar, shown or not.
  height: ['100vh', '100dvh'],
  '@media': {
    // On paper the page is one long block: every page of a report prints.
    print: { display: 'block', height: 'auto', overflow: 'visible' },
  },
});

/** The page's scroll container (focused by script only, for keyboard scrolling). */
export const page = style({
  overflowY: 'auto',
  // No scrollbar gutter kept: as the document's, the scrollbar comes when the page scrolls.
  outline: 'none',
  '@media': {
    print: { overflow: 'visible', height: 'auto' },
  },
});

/** Docked: in the flow of the strip under the page; empty, it takes no room. */
export const dockedRegion = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  maxHeight: ['50vh', '50dvh'],
  overflowY: 'auto',
  background: vars.color.background,
  '@media': {
    print: { display: 'none' },
  },
});

/** Docked with a toast: a band across the window, the toast at its end side. */
export const dockedShown = style({
  padding: vars.space.md,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.lg },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
});

globalStyle(`${dockedRegion} > ${list}`, {
  width: `min(100%, calc(${vars.space.huge} * 6.5))`,
});

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    paddingInlineStart: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    boxShadow: vars.elevation.high,
    fontFamily: vars.fontFamily.body,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
    animation: `${enter} ${vars.motion.durationSlow} ${vars.motion.easing}`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.info },
      success: { borderInlineStartColor: vars.color.success },
      warning: { borderInlineStartColor: vars.color.warning },
      danger: { borderInlineStartColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    height: vars.size.target,
  },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: `calc((${vars.size.target} - 1lh) / 2)`,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const action = style({
  alignSelf: 'flex-start',
  marginTop: vars.space.xs,
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;
