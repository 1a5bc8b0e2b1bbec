import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { spaceNames } from '@oxilio/tokens';
import { media, vars } from '../../theme/contract.css';

const gap = createVar();

/** Where the columns sit side by side: from the tablet width, from the desktop width, or always. */
const rowMedia = {
  tablet: media.tablet,
  desktop: media.desktop,
  none: 'all',
} as const;
type CollapseBelow = keyof typeof rowMedia;

export const columns = style({
  display: 'flex',
  flexDirection: 'column',
  gap,
  minWidth: 0,
});

export const gaps = styleVariants(
  Object.fromEntries(spaceNames.map((name) => [name, { vars: { [gap]: vars.space[name] } }])),
);

export const rowFrom = styleVariants(rowMedia, (query) => ({
  '@media': { [query]: { flexDirection: 'row' } },
}));

function perCollapse<K extends string>(
  values: Record<K, Record<string, string>>,
): Record<CollapseBelow, Record<K, string>> {
  return Object.fromEntries(
    Object.entries(rowMedia).map(([collapse, query]) => [
      collapse,
      styleVariants(values, (declarations) => ({ '@media': { [query]: declarations } })),
    ]),
  ) as Record<CollapseBelow, Record<K, string>>;
}

/** Vertical alignment, only once the columns are side by side. */
export const alignY = perCollapse({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

export const column = style({ minWidth: 0 });

const fractions = {
  '1/2': [1, 2],
  '1/3': [1, 3],
  '2/3': [2, 3],
  '1/4': [1, 4],
  '3/4': [3, 4],
  '1/5': [1, 5],
  '2/5': [2, 5],
  '3/5': [3, 5],
  '4/5': [4, 5],
} as const;

// A fraction of the row once the gaps are shared out: n columns whose fractions add up to 1
// fill the row exactly, whatever the gap.
const widths: Record<string, Record<string, string>> = {
  fill: { flex: '1 1 0' },
  content: { flex: '0 0 auto' },
  ...Object.fromEntries(
    Object.entries(fractions).map(([name, [numerator, denominator]]) => [
      name,
      { flex: '0 0 auto', width: `calc((100% + ${gap}) * ${numerator} / ${denominator} - ${gap})` },
    ]),
  ),
};

/** Column widths, only once the columns are side by side. */
export const width = perCollapse(
  widths as Record<'fill' | 'content' | keyof typeof fractions, Record<string, string>>,
);
