// A measure, not a check: a real load of a signed-in page on a slow phone, as a return visit (the
// tokens and the account's language on the device, empty HTTP cache, no service worker). Chromium
// with Lighthouse's slow 4G (150 ms, 1.6 Mbit/s) and its CPU 4 times slower, both emulated; prints
// the time until a text of the page's content is on screen and the main thread's long tasks of the
// first 8 s (their number, the longest, and the sum of their parts over 50 ms, as in Lighthouse's
// blocking time). Against a running API serving the production build with the demo data, e.g.
// `npm run build` then
//   PORT=3100 HOST=127.0.0.1 DATA_DIR=$(mktemp -d) DEMO_SEED=1 PUBLIC_URL=http://127.0.0.1:3100 \
//   PORTAL_DIR=apps/portal/dist JWT_SECRET=<32 characters or more> npx tsx apps/api/src/server.ts
//
// Usage: node scripts/throttled-load.mjs [--api http://127.0.0.1:3100] [--runs 3] [--cpu 4]
//          [--path /dashboard --account patient@demo.oxilio.test --text "Mes résultats d’hier"]
// Without --path: the first screen of each role (My day, the rehabilitator's patients, the
// manager's home: `firstScreens`), then each one's median content time and longest task (issue 27
// asks for content within 3.0 s and no task over 150 ms).
import { coldReturnVisit, firstScreens, launchChromium, tokensOf } from './demo-session.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : fallback;
};
const api = option('--api', 'http://127.0.0.1:3100');
const runs = Math.max(1, Number(option('--runs', '3')));
const cpu = Number(option('--cpu', '4'));
const path = option('--path');
const targets = path
  ? [
      {
        path,
        account: option('--account', 'patient@demo.oxilio.test'),
        text: option('--text', 'Mes résultats d’hier'),
      },
    ]
  : firstScreens;
const observed = 8_000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = [];

for (const { path, account, text } of targets) {
  const tokens = await tokensOf(api, account);
  const shownAt = [];
  const longest = [];
  // A new browser for each run: a browser keeps the scripts it compiled, even with its cache cleared.
  for (let run = 1; run <= runs; run += 1) {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
      await coldReturnVisit(page, api, tokens);
      await page.evaluateOnNewDocument(() => {
        globalThis.longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            globalThis.longTasks.push(entry.duration);
          }
        }).observe({ type: 'longtask', buffered: true });
      });
      const session = await page.createCDPSession();
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
        uploadThroughput: ((750 * 1024) / 8) * 0.9,
      });
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.goto(`${api}${path}`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(
        (wanted) => document.body.innerText.includes(wanted),
        {
          polling: 20,
          timeout: 60_000,
        },
        text,
      );
      const shown = await page.evaluate(() => performance.now());
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, observed - shown)));
      const tasks = await page.evaluate(() => globalThis.longTasks);
      const blocking = tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
      console.log(
        `${path} run ${run}: content ${Math.round(shown)} ms; ${tasks.length} long tasks, the longest ` +
          `${Math.round(Math.max(0, ...tasks))} ms, ${Math.round(blocking)} ms over 50 ms`,
      );
      shownAt.push(shown);
      longest.push(Math.max(0, ...tasks));
    } finally {
      await browser.close();
    }
  }
  summary.push(
    `${path}: content ${(median(shownAt) / 1000).toFixed(2)} s, longest task ` +
      `${Math.round(median(longest))} ms (medians of ${runs})`,
  );
}
console.log(`\n${summary.join('\n')}`);
