import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { libraryFile, withoutLocaleCheck } from './intlLocaleCheck';

const require = createRequire(import.meta.url);
const installedPath = require.resolve('@formatjs/intl', { paths: [require.resolve('react-intl')] });
const installed = readFileSync(installedPath, 'utf8');

describe('withoutLocaleCheck', () => {
  it('recognises the installed @formatjs/intl by its path', () => {
    expect(installedPath).toMatch(libraryFile);
  });

  it('removes both locale data checks from the installed @formatjs/intl, and nothing else', () => {
    expect(installed).toContain('supportedLocalesOf(locale)');
    const patched = withoutLocaleCheck(installed);
    expect(patched).not.toContain('supportedLocalesOf(locale)');
    // The "locale was not configured" branch and the rest of createIntl stay.
    expect(patched).toContain('"locale" was not configured');
    expect(patched.split('\n')).toHaveLength(installed.split('\n').length);
  });

  it('fails when the library no longer has the checks (an upgrade to look at again)', () => {
    expect(() => withoutLocaleCheck('function createIntl(config) {}')).toThrow(/found 0 times/);
  });
});
