// An experiment, not a check: what Lighthouse would score if a signed-in page came with its content
// in the HTML (docs/performance.md, "What is the largest paint, and what content in the HTML would
// give"). A proxy in front of a running API answers the page with a snapshot of it as the portal
// renders it, and passes every other request through; Lighthouse (mobile defaults, as
// `npm run lighthouse`) then measures it. The API must serve the production build with the demo
// data, e.g. `npm run build` then
//   PORT=3100 HOST=127.0.0.1 DATA_DIR=$(mktemp -d) DEMO_SEED=1 PUBLIC_URL=http://127.0.0.1:3100 \
//   PORTAL_DIR=apps/portal/dist JWT_SECRET=<32 characters or more> npx tsx apps/api/src/server.ts
//
// Usage: node scripts/lighthouse-content-in-html.mjs [--api http://127.0.0.1:3100] [--runs 2]
//          [--path /dashboard] [--account patient@demo.oxilio.test] [--mode html]
//   --mode live       the page as the portal serves it today, through the same proxy;
//          html       the page's HTML (outside the start-up dialog), then the portal's scripts;
//          html+modal the same with the start-up dialog in the HTML too;
//          static     the page's HTML (dialog included) and no script at all;
//          eval       the page's HTML (dialog included) and the portal's scripts, which only load
//                     and evaluate My day's modules and texts, drawing nothing: what shipping
//                     this JavaScript costs whatever renders the page (docs/performance.md, "The
//                     scripts alone"). It needs a build with scripts/lighthouse-eval-only.patch:
//                       git apply scripts/lighthouse-eval-only.patch
//                       npx vite build --config apps/portal/vite.config.ts --outDir /tmp/dist-eval
//                       git apply -R scripts/lighthouse-eval-only.patch
//                     then the API above with PORTAL_DIR=/tmp/dist-eval.
import { createServer, request } from 'node:http';
import lighthouse from 'lighthouse';
import { coldReturnVisit, launchChromium, tokensOf } from './demo-session.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : fallback;
};
const api = new URL(option('--api', 'http://127.0.0.1:3100'));
const runs = Math.max(1, Number(option('--runs', '2')));
const path = option('--path', '/dashboard');
const account = option('--account', 'patient@demo.oxilio.test');
const mode = option('--mode', 'html');
if (!['live', 'html', 'html+modal', 'static', 'eval'].includes(mode)) {
  throw new Error(`unknown --mode ${mode}`);
}

const tokens = await tokensOf(api.origin, account);
const browser = await launchChromium();

/** The page as the portal renders it, once every request has answered, as one HTML document. */
async function snapshot() {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await coldReturnVisit(page, api.origin, tokens);
  await page.goto(new URL(path, api).href, { waitUntil: 'networkidle0' });
  const parts = await page.evaluate(() => {
    const root = document.getElementById('root').cloneNode(true);
    root.removeAttribute('data-booting');
    root.removeAttribute('aria-hidden');
    const outside = [...document.body.children].filter(
      (child) => child.id !== 'root' && !['SCRIPT', 'TEMPLATE'].includes(child.tagName),
    );
    return {
      lang: document.documentElement.lang,
      title: document.title,
      styles: [...document.querySelectorAll('link[rel=stylesheet]')].map((link) => link.href),
      fonts: [...document.querySelectorAll('link[rel=preload][as=font]')].map((link) => link.href),
      entry: document.querySelector('script[type=module]').src,
      bodyClass: document.body.classList[0],
      root: root.innerHTML,
      dialog: outside.map((child) => child.outerHTML).join(''),
    };
  });
  await page.close();
  const local = (href) => new URL(href).pathname;
  return `<!doctype html>
<html lang="${parts.lang}"${mode === 'eval' ? ' data-eval-only' : ''}><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>${parts.title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
${parts.styles.map((href) => `<link rel="stylesheet" crossorigin href="${local(href)}">`).join('\n')}
${parts.fonts.map((href) => `<link rel="preload" href="${local(href)}" as="font" type="font/woff2" crossorigin>`).join('\n')}
${mode === 'static' ? '' : `<script fetchpriority="low" type="module" crossorigin src="${local(parts.entry)}"></script>`}
</head><body class="${parts.bodyClass}"><div id="root">${parts.root}</div>${mode === 'html' ? '' : parts.dialog}</body></html>`;
}

const html = mode === 'live' ? null : await snapshot();
const proxy = createServer((incoming, outgoing) => {
  if (html && incoming.method === 'GET' && incoming.url === path) {
    outgoing.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    outgoing.end(html);
    return;
  }
  const upstream = request(
    {
      host: api.hostname,
      port: api.port,
      path: incoming.url,
      method: incoming.method,
      headers: { ...incoming.headers, host: api.host },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => outgoing.destroy());
  incoming.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${proxy.address().port}`;

try {
  for (let run = 1; run <= runs; run += 1) {
    const page = await browser.newPage();
    await coldReturnVisit(page, base, tokens);
    const { lhr } = await lighthouse(
      `${base}${path}`,
      { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
      undefined,
      page,
    );
    const value = (id) => lhr.audits[id].numericValue;
    const [observed] = lhr.audits.metrics.details.items;
    console.log(
      `${mode} ${path} run ${run}: performance ${Math.round(lhr.categories.performance.score * 100)}, ` +
        `FCP ${(value('first-contentful-paint') / 1000).toFixed(2)} s, ` +
        `LCP ${(value('largest-contentful-paint') / 1000).toFixed(2)} s ` +
        `(observed unthrottled ${Math.round(observed.observedLargestContentfulPaint)} ms), ` +
        `TBT ${Math.round(value('total-blocking-time'))} ms, CLS ${value('cumulative-layout-shift').toFixed(3)}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  proxy.close();
}
