import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** How wide the shadow that says "more tabs this way" is, at a scrolled edge. */
const edge = '16px';

/**
 * One row of tabs that scrolls sideways when it does not fit (a phone: the patient file's seven
 * tabs), rather than wrapping to three rows (docs/decisions/portal-tab-row-on-a-phone.md). A shadow
 * shows at each edge where tabs are hidden: the covers scroll with the tabs and hide the shadows
 * once an end is reached (background-attachment local over scroll; no script).
 */
export const tabs = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  // The line under the tabs, drawn inside: a tab's own border covers it, and nothing overflows.
  boxShadow: `inset 0 calc(-1 * ${vars.size.borderWidth}) 0 ${vars.color.border}`,
  backgroundColor: vars.color.background,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.background} 50%, transparent)`,
    `linear-gradient(to left, ${vars.color.background} 50%, transparent)`,
    `radial-gradient(farthest-side at 0 50%, ${vars.color.textMuted}, transparent)`,
    `radial-gradient(farthest-side at 100% 50%, ${vars.color.textMuted}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: `calc(2 * ${edge}) 100%, calc(2 * ${edge}) 100%, ${edge} 100%, ${edge} 100%`,
  backgroundAttachment: 'local, local, scroll, scroll',
  // A tab brought into view by the keyboard is not left under an edge's shadow.
  scrollPaddingInline: edge,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  minHeight: vars.size.target,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  borderBottom: `4px solid transparent`,
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&[aria-current="page"]': {
      color: vars.color.primary,
      borderBottomColor: vars.color.primary,
    },
    // Drawn inside the tab: the row clips what sticks out of it.
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});
