import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const form = createContainer('formGrid');

/**
 * Two columns once the form itself is 32rem wide (two fields of 16rem), whatever the screen: a
 * form in a narrow side card stays in one column on a desktop, as on a phone.
 */
const twoColumns = `${form} (min-width: 32rem)`;

export const container = style({ containerName: form, containerType: 'inline-size', minWidth: 0 });

export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@container': { [twoColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
  variants: {
    alignY: { start: { alignItems: 'start' }, end: { alignItems: 'end' } },
  },
});

/** A child that takes the whole row: a long field, the form's buttons. */
export const full = style({ gridColumn: '1 / -1', minWidth: 0 });
