import { createThemeContract } from '@vanilla-extract/css';
import {
  breakpoints,
  elevation,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radii,
  sizes,
  space,
  zIndex,
  type ColorRoles,
} from '@oxilio/tokens';

function shape<T extends Record<string, unknown>>(values: T): { [K in keyof T]: null } {
  return Object.fromEntries(Object.keys(values).map((key) => [key, null])) as {
    [K in keyof T]: null;
  };
}

const colorShape: { [K in keyof ColorRoles]: null } = {
  background: null,
  surface: null,
  surfaceMuted: null,
  surfaceRaised: null,
  text: null,
  textMuted: null,
  textInverse: null,
  border: null,
  borderStrong: null,
  primary: null,
  primaryHover: null,
  primaryText: null,
  primarySoft: null,
  primarySoftText: null,
  secondary: null,
  secondaryText: null,
  focus: null,
  link: null,
  success: null,
  successSoft: null,
  warning: null,
  warningSoft: null,
  danger: null,
  dangerSoft: null,
  info: null,
  infoSoft: null,
  star: null,
  chartObjective: null,
  chartGrid: null,
  overlay: null,
  disabledText: null,
  disabledSurface: null,
};

/** The one theme contract: every component reads these variables and nothing else. */
export const vars = createThemeContract({
  color: colorShape,
  exercise: {
    endurance: { background: null, text: null },
    balance: { background: null, text: null },
    strength: { background: null, text: null },
    flexibility: { background: null, text: null },
    functional: { background: null, text: null },
    clinicalTest: { background: null, text: null },
  },
  space: shape(space),
  radius: shape(radii),
  fontSize: shape(fontSize),
  lineHeight: shape(lineHeight),
  fontWeight: shape(fontWeight),
  fontFamily: shape(fontFamily),
  elevation: shape(elevation),
  motion: shape(motion),
  size: shape(sizes),
  zIndex: shape(zIndex),
});

/** Media queries built from the breakpoint tokens. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
