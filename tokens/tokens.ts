/**
 * Design tokens of the oxilio portal, as data.
 * Flow: tokens (here) -> theme contract (packages/ui/src/theme) -> themes -> components.
 * Components never hard-code a colour, a size or a font: they read the contract.
 */

export const palette = {
  main: '#0c2298',
  mainDark: '#081766',
  mainLight: '#e8ecfb',
  secondary: '#55dfc1',
  secondaryDark: '#0b6b58',
  secondaryLight: '#e3faf4',
  white: '#ffffff',
  black: '#000000',
  ink: '#151a2d',
  inkMuted: '#485066',
  grey100: '#f4f6fb',
  grey200: '#e3e7f0',
  grey500: '#6b7289',
  grey700: '#3a4156',
  successText: '#0d5f36',
  successBg: '#e4f5ec',
  warningText: '#6e4400',
  warningBg: '#fff3dc',
  dangerText: '#a3122a',
  dangerBg: '#fdebee',
  infoText: '#0c2298',
  infoBg: '#e8ecfb',
} as const;

/** One colour per exercise type / theme, each with readable text on it. */
export const exerciseThemeColors = {
  endurance: { background: '#b93f0b', text: '#ffffff' },
  balance: { background: '#0e6c86', text: '#ffffff' },
  strength: { background: '#b01c1c', text: '#ffffff' },
  flexibility: { background: '#7a21c4', text: '#ffffff' },
  functional: { background: '#15713a', text: '#ffffff' },
  clinicalTest: { background: '#334155', text: '#ffffff' },
} as const;

export type ExerciseThemeName = keyof typeof exerciseThemeColors;
export const exerciseThemeNames = Object.keys(exerciseThemeColors) as ExerciseThemeName[];

/** Colour roles shared by every theme. */
export interface ColorRoles {
  background: string;
  surface: string;
  surfaceMuted: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  textInverse: string;
  border: string;
  borderStrong: string;
  primary: string;
  primaryHover: string;
  primaryText: string;
  primarySoft: string;
  primarySoftText: string;
  secondary: string;
  secondaryText: string;
  focus: string;
  link: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  danger: string;
  dangerSoft: string;
  info: string;
  infoSoft: string;
  star: string;
  chartObjective: string;
  chartGrid: string;
  overlay: string;
  disabledText: string;
  disabledSurface: string;
}

export const lightColors: ColorRoles = {
  background: palette.grey100,
  surface: palette.white,
  surfaceMuted: palette.grey100,
  surfaceRaised: palette.white,
  text: palette.ink,
  textMuted: palette.inkMuted,
  textInverse: palette.white,
  border: palette.grey500,
  borderStrong: palette.grey700,
  primary: palette.main,
  primaryHover: palette.mainDark,
  primaryText: palette.white,
  primarySoft: palette.mainLight,
  primarySoftText: palette.main,
  secondary: palette.secondary,
  secondaryText: palette.ink,
  focus: '#c2185b',
  link: palette.main,
  success: palette.successText,
  successSoft: palette.successBg,
  warning: palette.warningText,
  warningSoft: palette.warningBg,
  danger: palette.dangerText,
  dangerSoft: palette.dangerBg,
  info: palette.infoText,
  infoSoft: palette.infoBg,
  star: '#8a5a00',
  chartObjective: '#a3122a',
  chartGrid: '#c9cfdd',
  overlay: 'rgba(21, 26, 45, 0.6)',
  disabledText: '#5d6479',
  disabledSurface: palette.grey200,
};

/** A high-contrast theme for low-vision users. */
export const highContrastColors: ColorRoles = {
  background: palette.white,
  surface: palette.white,
  surfaceMuted: '#f2f2f2',
  surfaceRaised: palette.white,
  text: palette.black,
  textMuted: '#1f1f1f',
  textInverse: palette.white,
  border: palette.black,
  borderStrong: palette.black,
  primary: '#001a80',
  primaryHover: '#000d40',
  primaryText: palette.white,
  primarySoft: '#dde3ff',
  primarySoftText: '#001a80',
  secondary: palette.secondary,
  secondaryText: palette.black,
  focus: '#b00050',
  link: '#001a80',
  success: '#004d25',
  successSoft: '#e4f5ec',
  warning: '#4d2f00',
  warningSoft: '#fff3dc',
  danger: '#7a0018',
  dangerSoft: '#fdebee',
  info: '#001a80',
  infoSoft: '#e8ecfb',
  star: '#5c3c00',
  chartObjective: '#7a0018',
  chartGrid: '#8c8c8c',
  overlay: 'rgba(0, 0, 0, 0.7)',
  disabledText: '#3d3d3d',
  disabledSurface: '#e0e0e0',
};

export const themes = { light: lightColors, highContrast: highContrastColors } as const;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];

/**
 * Every text/background (or boundary/background) pair the design system uses.
 * `kind`: 'text' needs 4.5:1, 'large' (>= 24px or >= 18.66px bold) and 'ui' (boundaries, icons, focus) need 3:1.
 */
export type ContrastKind = 'text' | 'large' | 'ui';
export interface ContrastPair {
  foreground: keyof ColorRoles;
  background: keyof ColorRoles;
  kind: ContrastKind;
}

export const contrastPairs: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', kind: 'text' },
  { foreground: 'text', background: 'surface', kind: 'text' },
  { foreground: 'text', background: 'surfaceMuted', kind: 'text' },
  { foreground: 'textMuted', background: 'surface', kind: 'text' },
  { foreground: 'textMuted', background: 'background', kind: 'text' },
  { foreground: 'textInverse', background: 'primary', kind: 'text' },
  { foreground: 'primaryText', background: 'primary', kind: 'text' },
  { foreground: 'primaryText', background: 'primaryHover', kind: 'text' },
  { foreground: 'primarySoftText', background: 'primarySoft', kind: 'text' },
  { foreground: 'primary', background: 'surface', kind: 'text' },
  { foreground: 'secondaryText', background: 'secondary', kind: 'text' },
  { foreground: 'link', background: 'surface', kind: 'text' },
  { foreground: 'link', background: 'background', kind: 'text' },
  { foreground: 'success', background: 'successSoft', kind: 'text' },
  { foreground: 'success', background: 'surface', kind: 'text' },
  { foreground: 'warning', background: 'warningSoft', kind: 'text' },
  { foreground: 'warning', background: 'surface', kind: 'text' },
  { foreground: 'danger', background: 'dangerSoft', kind: 'text' },
  { foreground: 'danger', background: 'surface', kind: 'text' },
  { foreground: 'info', background: 'infoSoft', kind: 'text' },
  // Alert bodies: plain text on the soft status backgrounds.
  { foreground: 'text', background: 'successSoft', kind: 'text' },
  { foreground: 'text', background: 'warningSoft', kind: 'text' },
  { foreground: 'text', background: 'dangerSoft', kind: 'text' },
  { foreground: 'text', background: 'infoSoft', kind: 'text' },
  { foreground: 'text', background: 'primarySoft', kind: 'text' },
  { foreground: 'star', background: 'surface', kind: 'text' },
  { foreground: 'disabledText', background: 'disabledSurface', kind: 'text' },
  { foreground: 'border', background: 'surface', kind: 'ui' },
  { foreground: 'border', background: 'background', kind: 'ui' },
  { foreground: 'borderStrong', background: 'surface', kind: 'ui' },
  // The focus ring is drawn 2px outside the control, on the surface or page background.
  { foreground: 'focus', background: 'surface', kind: 'ui' },
  { foreground: 'focus', background: 'background', kind: 'ui' },
  { foreground: 'primary', background: 'background', kind: 'ui' },
  { foreground: 'chartObjective', background: 'surface', kind: 'ui' },
  { foreground: 'success', background: 'surfaceMuted', kind: 'ui' },
];

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '64px',
} as const;
export type Space = keyof typeof space;
export const spaceNames = Object.keys(space) as Space[];

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '16px',
  full: '9999px',
} as const;

/** Font sizes in px; body text is 18px because many users are older adults. */
export const fontSize = {
  small: '16px',
  body: '18px',
  large: '20px',
  h4: '22px',
  h3: '26px',
  h2: '32px',
  h1: '40px',
  display: '48px',
} as const;

export const lineHeight = {
  tight: '1.2',
  body: '1.5',
} as const;

export const fontWeight = {
  regular: '400',
  bold: '700',
} as const;

export const fontFamily = {
  body: "'Atkinson Hyperlegible', 'Segoe UI', system-ui, -apple-system, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const elevation = {
  none: 'none',
  low: '0 1px 2px rgba(21, 26, 45, 0.12), 0 1px 3px rgba(21, 26, 45, 0.08)',
  medium: '0 4px 12px rgba(21, 26, 45, 0.14)',
  high: '0 12px 32px rgba(21, 26, 45, 0.22)',
} as const;

export const motion = {
  durationFast: '120ms',
  durationBase: '200ms',
  durationSlow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Minimum widths in px. */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1200,
} as const;

export const sizes = {
  /** Minimum touch/click target (WCAG 2.5.5 AAA, our rule for every control). */
  target: '44px',
  targetLarge: '56px',
  focusRing: '3px',
  borderWidth: '1px',
  borderWidthStrong: '2px',
  contentMax: '1200px',
  sideNav: '264px',
} as const;

export const zIndex = {
  base: '0',
  nav: '10',
  overlay: '100',
  dialog: '110',
  toast: '120',
  tooltip: '130',
} as const;
