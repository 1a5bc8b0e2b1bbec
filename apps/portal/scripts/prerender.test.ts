import { describe, expect, it } from 'vitest';
import { loadingDocument, signInDocument } from './prerender';

// index.html as `vite build` writes it (module script, preloads, styles, fonts, the portal's chunk).
const built = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>oxilio</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
    <link rel="preload" href="/assets/atkinson-hyperlegible-latin-400-normal-d4.woff2" as="font" type="font/woff2" crossorigin="">
    <link rel="modulepreload" crossorigin href="/assets/App-e5.js" data-portal="">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const page = {
  locale: 'de' as const,
  html: '<h1>Anmeldung</h1>',
  title: 'Anmeldung · <oxilio>',
  bodyClass: 'theme',
};

const failures = { fr: '<h1>Échec</h1>', de: '<h1>Fehler</h1>' };

describe('the prerendered sign-in document', () => {
  const html = signInDocument(built, page, failures);

  it('holds the page in its language, with its title, inside #root', () => {
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Anmeldung · &lt;oxilio&gt;</title>');
    expect(html).toContain(
      '<div id="root" data-booting data-prerendered="de"><h1>Anmeldung</h1></div>',
    );
    expect(html).toContain('<body class="theme">');
  });

  it('runs /start.js before the page paints, and its scripts after the styles and fonts, at a low priority', () => {
    const at = (text: string) => html.indexOf(text);
    expect(at('<script src="/start.js"></script>')).toBeGreaterThan(-1);
    expect(at('<script src="/start.js"></script>')).toBeLessThan(at('rel="stylesheet"'));
    expect(at('index-a1.js')).toBeGreaterThan(at('atkinson-hyperlegible'));
    expect(html).toContain(
      '<script fetchpriority="low" type="module" crossorigin src="/assets/index-a1.js">',
    );
    expect(html).toContain(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/shared-b2.js">',
    );
  });

  it('leaves out what only the rest of the portal needs', () => {
    expect(html).not.toContain('App-e5.js');
  });

  it('keeps the start failure screens after #root, for start.js', () => {
    expect(html).toContain('<template data-start-failure="de"><h1>Fehler</h1></template>');
  });

  it('refuses a template it does not understand rather than writing a broken page', () => {
    expect(() =>
      signInDocument(built.replace('<div id="root"></div>', '<main></main>'), page),
    ).toThrow(/no <div id="root"><\/div>/);
  });
});

describe('index.html with the loading spinner', () => {
  const html = loadingDocument(
    built,
    { html: '<div class="loading">…</div>', bodyClass: 'theme' },
    failures,
  );

  it('paints the spinner inside #root, on the theme, with the scripts left as they are', () => {
    expect(html).toContain('<div id="root" data-booting><div class="loading">…</div></div>');
    expect(html).toContain('<body class="theme">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js">');
    expect(html).toContain('App-e5.js');
  });

  it('runs /start.js before the portal, without holding the first paint back', () => {
    const at = (text: string) => html.indexOf(text);
    expect(at('<script src="/start.js" defer></script>')).toBeGreaterThan(-1);
    expect(at('<script src="/start.js" defer></script>')).toBeLessThan(at('index-a1.js'));
  });

  it('keeps the start failure screen of every language after #root, for start.js', () => {
    expect(html).toContain(
      '</div><template data-start-failure="fr"><h1>Échec</h1></template>' +
        '<template data-start-failure="de"><h1>Fehler</h1></template>',
    );
  });

  it('refuses a template it does not understand', () => {
    expect(() =>
      loadingDocument(built.replace('<div id="root"></div>', '<main></main>'), {
        html: '',
        bodyClass: 'theme',
      }),
    ).toThrow(/no <div id="root"><\/div>/);
  });
});
