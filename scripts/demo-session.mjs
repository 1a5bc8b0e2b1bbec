// What the measuring scripts (lighthouse.mjs, throttled-load.mjs)
// share: Chromium driven by puppeteer, a demo account's session, and a page opened as a return visit.
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './browser.mjs';

export const demoPassword = 'Oxilio-demo-1';

/** Debian's Chromium, headless, with the project's launch settings. */
export const launchChromium = () =>
  puppeteer.launch({
    executablePath: chromiumPath,
    args: chromiumArgs.filter((arg) => arg !== '--headless'),
    headless: true,
  });

/**
 * The pair of tokens of a demo account, as the portal keeps them with "remember me", and the
 * account's language, which the portal remembers on the device once the account has been read
 * (features/users/accountLocale.ts): a return visit starts in it, not in the browser's language
 * (headless Chromium says en-US) to switch to the account's once it has been read.
 */
export async function tokensOf(base, email) {
  const answer = await fetch(`${base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword, rememberMe: true }),
  });
  if (!answer.ok) {
    throw new Error(`sign-in of ${email}: ${answer.status} ${await answer.text()}`);
  }
  const { accessToken, refreshToken } = await answer.json();
  const me = await fetch(`${base}/api/v1/users/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!me.ok) {
    throw new Error(`account of ${email}: ${me.status} ${await me.text()}`);
  }
  const { locale } = await me.json();
  return { auth: { accessToken, refreshToken, rememberMe: true }, locale };
}

/**
 * Readies `page` for a cold return visit of `base`: no HTTP cache, no service worker nor its
 * caches, nothing stored for the origin but, when given, the remembered session's tokens and
 * language (`tokensOf`).
 */
export async function coldReturnVisit(page, base, tokens) {
  await page.goto(`${base}/favicon.svg`);
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await session.detach();
  if (tokens) {
    await page.evaluate(({ auth, locale }) => {
      localStorage.setItem('oxilio.auth', JSON.stringify(auth));
      localStorage.setItem('oxilio.locale', locale);
    }, tokens);
  }
}
