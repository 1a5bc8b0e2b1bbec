import { createContainer, style } from '@vanilla-extract/css';
import { breakpoints } from '@oxilio/tokens';
import { vars } from '../../theme/contract.css';

const bar = createContainer('navBar');
/** The bar collapses by its own width, which is the viewport's width where the app places it. */
const wide = `${bar} (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  containerName: bar,
  containerType: 'inline-size',
  position: 'relative',
  background: vars.color.surface,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontFamily: vars.fontFamily.body,
  zIndex: vars.zIndex.nav,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.targetLarge,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  '@container': { [wide]: { flexWrap: 'nowrap', gap: vars.space.xl, paddingBlock: 0 } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  flexGrow: 1,
  minWidth: 0,
  // Side by side with a long menu and a long role ("Rééducateur et responsable d'établissement"),
  // the brand keeps its width: the menu's labels wrap instead of running over it.
  '@container': { [wide]: { flexGrow: 0, flexShrink: 0 } },
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  '@container': { [wide]: { flexGrow: 1, alignSelf: 'stretch' } },
});

export const menuButton = style({
  '@container': { [wide]: { display: 'none' } },
});

export const list = style({
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
  },
  '@container': {
    [wide]: {
      display: 'flex',
      alignSelf: 'stretch',
      alignItems: 'stretch',
      gap: vars.space.xs,
      selectors: {
        '&[data-open="true"]': {
          flexDirection: 'row',
          position: 'static',
          padding: 0,
          border: 'none',
          boxShadow: 'none',
          background: 'transparent',
        },
      },
    },
  },
});

export const link = style({
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
  },
  '@container': {
    [wide]: {
      paddingInline: vars.space.md,
      borderInlineStart: 'none',
      borderBlock: `${vars.space.xs} solid transparent`,
      selectors: {
        '&[aria-current="page"]': {
          background: 'transparent',
          borderBlockEndColor: vars.color.primary,
        },
      },
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // On a narrow bar the actions take their own row and wrap inside it rather than overflow.
  minWidth: 0,
  maxWidth: '100%',
  '@container': { [wide]: { flexShrink: 0 } },
});

export const item = style({ display: 'flex', flexDirection: 'column' });
