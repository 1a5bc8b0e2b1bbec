import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.lg,
    border: `${vars.size.borderWidth} solid currentColor`,
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    fontFamily: vars.fontFamily.body,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, color: vars.color.info },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

/** One line high, so the icon is centred on the first line of text. */
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  height: '1lh',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
});

export const body = style({
  color: vars.color.text,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const dismiss = style({
  color: vars.color.text,
  marginBlock: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;
