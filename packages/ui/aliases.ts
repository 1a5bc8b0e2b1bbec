import { fileURLToPath } from 'node:url';

/**
 * What the design system replaces in its dependencies, for every build of it (the portal's, the
 * stories', the tests'): Radix's dialog takes its scroll lock from here
 * (src/components/Dialog/removeScroll.tsx) rather than from `react-remove-scroll`.
 */
export const uiAliases = [
  {
    find: /^react-remove-scroll$/,
    replacement: fileURLToPath(
      new URL('./src/components/Dialog/removeScroll.tsx', import.meta.url),
    ),
  },
];
