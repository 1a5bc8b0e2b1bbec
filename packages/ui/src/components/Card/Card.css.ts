import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    fontFamily: vars.fontFamily.body,
    transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  },
  variants: {
    variant: {
      outlined: { border: `${vars.size.borderWidth} solid ${vars.color.border}` },
      elevated: {
        border: `${vars.size.borderWidth} solid transparent`,
        boxShadow: vars.elevation.low,
      },
      muted: {
        border: `${vars.size.borderWidth} solid transparent`,
        background: vars.color.surfaceMuted,
      },
    },
    padding: {
      medium: {},
      large: { padding: vars.space.xl, gap: vars.space.lg },
    },
    interactive: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&:hover': { boxShadow: vars.elevation.medium, borderColor: vars.color.primary },
          // The single focus target is the title's link or button; its ring is drawn around the card.
          '&:has([data-card-action]:focus-visible)': {
            outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
            outlineOffset: '2px',
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'medium' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 12em',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

/** Stretched link: its ::after covers the whole card, so a click anywhere activates it. */
export const action = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.link,
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&:focus-visible': { outline: 'none' },
  },
});

/** Actions and footer sit above the stretched link so their own controls stay usable. */
export const raised = style({
  position: 'relative',
  zIndex: 1,
});

export const actions = style([
  raised,
  { display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' },
]);

export const body = style({
  minWidth: 0,
  lineHeight: vars.lineHeight.body,
});

export const footer = style([
  raised,
  {
    display: 'flex',
    gap: vars.space.sm,
    flexWrap: 'wrap',
    alignItems: 'center',
    paddingTop: vars.space.md,
    borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  },
]);

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
