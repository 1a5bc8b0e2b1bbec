import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { spaceNames } from '@oxilio/tokens';
import { vars } from '../../theme/contract.css';

export const inline = recipe({
  base: {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: 0,
  },
  variants: {
    gap: Object.fromEntries(spaceNames.map((name) => [name, { gap: vars.space[name] }])),
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      spaceBetween: { justifyContent: 'space-between' },
    },
    alignY: {
      top: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      bottom: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    wrap: {
      true: {},
      false: { flexWrap: 'nowrap' },
    },
  },
});

export const item = style({ margin: 0, padding: 0, minWidth: 0 });

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
