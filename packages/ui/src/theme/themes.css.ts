import { createTheme } from '@vanilla-extract/css';
import {
  elevation,
  exerciseThemeColors,
  fontFamily,
  fontSize,
  fontWeight,
  highContrastColors,
  lightColors,
  lineHeight,
  motion,
  radii,
  sizes,
  space,
  zIndex,
  type ColorRoles,
} from '@oxilio/tokens';
import { vars } from './contract.css';

function themeValues(color: ColorRoles) {
  return {
    color,
    exercise: exerciseThemeColors,
    space,
    radius: radii,
    fontSize,
    lineHeight,
    fontWeight,
    fontFamily,
    elevation,
    motion,
    size: sizes,
    zIndex,
  };
}

/** Default theme class. */
export const lightTheme = createTheme(vars, themeValues(lightColors), 'light');
/** High-contrast theme class for low-vision users. */
export const highContrastTheme = createTheme(vars, themeValues(highContrastColors), 'highContrast');

export const themeClasses = { light: lightTheme, highContrast: highContrastTheme } as const;
