// Makes sure a Chromium is available for the browser tests: CHROME_PATH, then /usr/bin/chromium,
// then Debian's package when we may install it. Playwright's own browser download does not work here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

function canInstall() {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return typeof process.getuid === 'function' && process.getuid() === 0;
  } catch {
    return false;
  }
}

export function ensureChromium() {
  const found = findChromium();
  if (found) {
    return found;
  }
  if (canInstall()) {
    console.log('Chromium not found: installing Debian package "chromium" ...');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
    const installed = findChromium();
    if (installed) {
      return installed;
    }
  }
  console.error(
    [
      'No Chromium found for the browser tests.',
      'Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a',
      "Chromium/Chrome executable. Playwright's own browser download is not used by this project.",
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
