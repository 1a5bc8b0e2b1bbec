import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  },
  variants: {
    variant: {
      boxed: { gap: vars.space.md },
      muted: { gap: vars.space.md },
      divided: { gap: vars.space.sm },
    },
  },
});

/** A row: its text first, its actions at the end; the actions go under the text when narrow. */
export const row = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    minWidth: 0,
  },
  variants: {
    variant: {
      boxed: {
        gap: vars.space.md,
        padding: vars.space.md,
        border: `${vars.size.borderWidth} solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        background: vars.color.surface,
      },
      muted: {
        gap: vars.space.md,
        padding: vars.space.md,
        borderRadius: vars.radius.md,
        background: vars.color.surfaceMuted,
      },
      divided: {
        gap: vars.space.sm,
        paddingBlock: vars.space.xs,
        borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
      },
    },
  },
});

/** The row's text: takes the room left, and long words (e-mail addresses) break. */
export const main = style({ minWidth: 0, flex: '1 1 12rem', overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
