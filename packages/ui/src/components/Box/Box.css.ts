import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { spaceNames } from '@oxilio/tokens';
import { vars } from '../../theme/contract.css';

type SpaceName = (typeof spaceNames)[number];

function spaceVariants<P extends string>(property: P) {
  return Object.fromEntries(
    spaceNames.map((name) => [name, { [property]: vars.space[name] }]),
  ) as Record<SpaceName, Record<P, string>>;
}

// Each background comes with the text colour declared with it in the contrast pairs.
export const box = recipe({
  base: { boxSizing: 'border-box', minWidth: 0 },
  variants: {
    padding: spaceVariants('padding'),
    paddingX: spaceVariants('paddingInline'),
    paddingY: spaceVariants('paddingBlock'),
    background: {
      none: {},
      background: { background: vars.color.background, color: vars.color.text },
      surface: { background: vars.color.surface, color: vars.color.text },
      surfaceMuted: { background: vars.color.surfaceMuted, color: vars.color.text },
      surfaceRaised: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        boxShadow: vars.elevation.low,
      },
      primary: { background: vars.color.primary, color: vars.color.primaryText },
      primarySoft: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
      infoSoft: { background: vars.color.infoSoft, color: vars.color.info },
      successSoft: { background: vars.color.successSoft, color: vars.color.success },
      warningSoft: { background: vars.color.warningSoft, color: vars.color.warning },
      dangerSoft: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
    radius: {
      none: { borderRadius: vars.radius.none },
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      full: { borderRadius: vars.radius.full },
    },
    bordered: {
      true: { border: `${vars.size.borderWidth} solid ${vars.color.border}` },
      false: {},
    },
  },
});

export type BoxVariants = NonNullable<RecipeVariants<typeof box>>;
