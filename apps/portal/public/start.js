// Runs before the prerendered sign-in page paints (apps/portal/scripts/prerender.ts): hides it when
// this visit will show something else, so that it never flashes: a path other than the sign-in
// page (the offline shell), a stored session (the user's home comes next), or another language
// chosen on this device. main.tsx then renders the portal in its place.
(function () {
  var root = document.documentElement;
  try {
    var chosen = localStorage.getItem('oxilio.locale');
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
})();
