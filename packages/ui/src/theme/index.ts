import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import '@fontsource/atkinson-hyperlegible/400-italic.css';
import './global.css';

export { vars, media } from './contract.css';
export { lightTheme, highContrastTheme, themeClasses } from './themes.css';
