// The public surface of the design system: one explicit list, no `export *`.
export { vars, media, lightTheme, highContrastTheme, themeClasses } from './theme';

export { Button, buttonVariants, buttonSizes, type ButtonProps } from './components/Button/Button';
export {
  IconButton,
  iconButtonVariants,
  iconButtonSizes,
  type IconButtonProps,
} from './components/IconButton/IconButton';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './components/VisuallyHidden/VisuallyHidden';
