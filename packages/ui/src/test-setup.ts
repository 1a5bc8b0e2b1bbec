// Component tests run in real Chromium with the theme applied, like the stories.
import { lightTheme } from './theme';

document.body.classList.add(lightTheme);
