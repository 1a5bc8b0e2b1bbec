import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { spaceNames } from '@oxilio/tokens';
import { vars } from '../../theme/contract.css';

export const stack = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: 0,
  },
  variants: {
    gap: Object.fromEntries(spaceNames.map((name) => [name, { gap: vars.space[name] }])),
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
});

export const item = style({ margin: 0, padding: 0, minWidth: 0 });

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
