// Runs first, before the page paints (apps/portal/scripts/prerender.ts puts it in every page), and
// looks after the page until the portal's scripts have taken over (docs/decisions/portal-start.md).
(function () {
  var root = document.documentElement;
  var chosen = null;
  try {
    chosen = localStorage.getItem('oxilio.locale');
    // The prerendered sign-in page hides before it paints when this visit will show something
    // else: a path other than the sign-in page (the offline shell), a stored session (the user's
    // home comes next), or another language chosen on this device. main.tsx then renders the
    // portal in its place.
    if (
      location.pathname !== '/' ||
      localStorage.getItem('oxilio.auth') ||
      sessionStorage.getItem('oxilio.auth') ||
      (chosen && chosen !== root.lang)
    ) {
      root.setAttribute('data-no-prerender', '');
    }
  } catch {
    root.setAttribute('data-no-prerender', '');
  }

  // The failure screen in the portal's language (i18n/LocaleProvider.tsx): the one chosen on this
  // device, else the browser's first the portal speaks (the build keeps one screen per language),
  // else French.
  function failureScreen() {
    var wanted = [chosen].concat(navigator.languages || [navigator.language], 'fr');
    for (var i = 0; i < wanted.length; i += 1) {
      var base = String(wanted[i]).toLowerCase().split('-')[0];
      var screen = document.querySelector('template[data-start-failure="' + base + '"]');
      if (screen) {
        return screen;
      }
    }
    return null;
  }

  function portalRoot() {
    return document.getElementById('root');
  }

  // A sign-in sent before the scripts have taken over the prerendered form is held (the browser
  // would send it itself), then sent by the portal once the form is its own (app/Boot.tsx).
  var held = null;
  document.addEventListener(
    'submit',
    function (event) {
      var page = portalRoot();
      if (page && page.hasAttribute('data-prerendered') && page.contains(event.target)) {
        event.preventDefault();
        held = event.target;
      }
    },
    true,
  );
  window.addEventListener('oxilio:signin-ready', function () {
    var form = held;
    held = null;
    if (form && form.isConnected && typeof form.requestSubmit === 'function') {
      form.requestSubmit();
    }
  });

  // The portal's scripts failed to load, or nothing has started after 120 s (the portal's wait
  // for a page's code): the page says so, in the visitor's language, with a button to reload,
  // instead of a spinner or a form that never answers.
  function showFailure() {
    var page = portalRoot();
    if (!page || !page.hasAttribute('data-booting')) {
      return;
    }
    var screen = failureScreen();
    if (!screen) {
      return;
    }
    held = null;
    page.removeAttribute('data-booting');
    page.removeAttribute('data-prerendered');
    root.removeAttribute('data-no-prerender');
    root.lang = screen.getAttribute('data-start-failure');
    page.replaceChildren(screen.content.cloneNode(true));
    var reload = page.querySelector('button');
    if (reload) {
      reload.addEventListener('click', function () {
        location.reload();
      });
      reload.focus();
    }
  }
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target.tagName === 'SCRIPT' && target.type === 'module') {
        showFailure();
      }
    },
    true,
  );
  setTimeout(showFailure, 120000);
})();
