/** The printed report's pages (A4, margins with what the sheet is): a stylesheet of its own. */

/** A text as a CSS string: quotes and backslashes escaped, a line break as a space. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}"`;
}

/** Where a page's number and the count of pages go in a translated "Page {page} of {pages}". */
export const pageMark = '\u0001';
export const pagesMark = '\u0002';

/**
 * A4 paper with margins that every printer can reach, and in them, on every page: whose report
 * and which period (top left), that it is confidential health data (top right), and "Page n of N"
 * (bottom right), so that a loose sheet still says what it is (issue 30). `pageOf` holds
 * `pageMark` and `pagesMark` where the counters go.
 */
export function pageStyle({
  running,
  confidential,
  pageOf,
}: {
  running: string;
  confidential: string;
  pageOf: string;
}): string {
  const counters = pageOf
    .split(new RegExp(`(${pageMark}|${pagesMark})`))
    .filter((part) => part !== '')
    .map((part) =>
      part === pageMark ? 'counter(page)' : part === pagesMark ? 'counter(pages)' : cssString(part),
    )
    .join(' ');
  const margin = 'font: 8pt/1.3 system-ui, sans-serif; color: #333;';
  return [
    '@page { size: A4; margin: 16mm 14mm;',
    `@top-left { content: ${cssString(running)}; ${margin} vertical-align: bottom; }`,
    `@top-right { content: ${cssString(confidential)}; ${margin} vertical-align: bottom; }`,
    `@bottom-right { content: ${counters}; ${margin} vertical-align: top; } }`,
  ].join(' ');
}
