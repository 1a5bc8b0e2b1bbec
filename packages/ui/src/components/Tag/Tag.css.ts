import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    minHeight: vars.size.target,
    paddingInline: vars.space.md,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    fontFamily: vars.fontFamily.body,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      primary: {
        background: vars.color.primarySoft,
        color: vars.color.primarySoftText,
        borderColor: vars.color.primary,
      },
    },
    removable: {
      true: { paddingInlineEnd: 0 },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const label = style({
  minWidth: 0,
  paddingBlock: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const icon = style({ flexShrink: 0 });

export const remove = style({
  color: 'inherit',
  // The chip already draws the outline; the button keeps its 44px target inside it.
  marginBlock: `calc(-1 * ${vars.size.borderWidth})`,
});

export type TagVariants = NonNullable<RecipeVariants<typeof tag>>;
