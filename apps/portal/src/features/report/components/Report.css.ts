import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** Marks the page that prints a report: the app's header, skip link and controls stay off paper. */
export const printRoot = style({});

for (const hidden of ['header', 'a[href="#main"]', '[data-print="hidden"]', 'details > summary']) {
  globalStyle(`body:has(${printRoot}) ${hidden}`, {
    '@media': { print: { display: 'none' } },
  });
}
globalStyle(`body:has(${printRoot}) main`, {
  '@media': { print: { padding: 0, margin: 0, maxWidth: 'none' } },
});
globalStyle(`body:has(${printRoot}), body:has(${printRoot}) *`, {
  '@media': {
    print: {
      color: '#000',
      background: 'transparent',
      boxShadow: 'none',
      printColorAdjust: 'exact',
    },
  },
});
// On paper every table shows whole: no scrolling region.
globalStyle(`${printRoot} [role="region"]`, {
  '@media': { print: { overflow: 'visible' } },
});
globalStyle(`${printRoot} table`, {
  '@media': { print: { fontSize: '10pt' } },
});
// Paper does not scroll: with narrower cell margins and headers the seven columns of the goals
// fit an A4 page in every language ("Abgeschlossen am" pushed the last one off it).
globalStyle(`${printRoot} th, ${printRoot} td`, {
  '@media': { print: { paddingInline: '4pt' } },
});
globalStyle(`${printRoot} thead th`, {
  '@media': { print: { fontSize: '9pt' } },
});

export const section = style({
  breakInside: 'avoid',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const metaList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const metaTerm = style({ fontWeight: vars.fontWeight.bold });
export const metaValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const sources = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.small,
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { print: { gridTemplateColumns: '1fr 1fr' } },
});
