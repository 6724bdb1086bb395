// Issue 34 (ADR 0042): the sign-in page is in the HTML (`<div id="boot">`), so a phone paints it before
// any script has loaded. This inline script, the page's only one, runs before that first paint and
// takes the markup away wherever the app will show something else: a signed-in adviser, a 2FA step in
// progress, or a signed-out page that is not the sign-in page. The server allows exactly this script by
// its hash in the Content-Security-Policy (SIGN_IN_BOOT_SCRIPT is the one text both use).

/** Browser storage keys the app writes (apps/web lib/storage.ts reads them from here). */
export const BOOT_STORAGE_KEYS = {
  session: 'portal.session',
  pendingChallenge: 'portal.pendingChallenge',
  /** The adviser's display settings: the HTML's loader asks for their theme with the app (ADR 0042). */
  uiSettings: 'portal.userUiSettings',
} as const;

/**
 * Signed-out paths that show a page of their own instead of the sign-in page (app-routes.tsx). The
 * sign-in page itself is the app's to draw when the history entry carries a notice for it (react-router
 * keeps it in `history.state.usr`, e.g. a used reset link's): the HTML's copy has no such banner, and one
 * added above the tabs after the first paint moves what the adviser is about to press.
 */
const OWN_PAGE_PATHS = '^/(otp|forgetPassword|resetPassword)(/|$)';

/**
 * The app's loading placeholder in the HTML (hidden): shown by the boot script wherever it takes the
 * sign-in page away, until the app draws something else (ADR 0042).
 */
export const BOOT_LOADING_ID = 'boot-loading';

/**
 * Set on #boot once the app has drawn the sign-in page and can answer presses itself (lib/boot-markup.ts
 * restoreBootInput); until then the boot script keeps them.
 */
export const BOOT_TAKEN_OVER_ATTRIBUTE = 'data-app';

export const SIGN_IN_BOOT_SCRIPT = [
  '(function () {',
  "  var boot = document.getElementById('boot');",
  '  if (!boot) return;',
  '  try {',
  `    if (!localStorage.getItem('${BOOT_STORAGE_KEYS.session}') &&`,
  `      !sessionStorage.getItem('${BOOT_STORAGE_KEYS.pendingChallenge}') &&`,
  `      !new RegExp('${OWN_PAGE_PATHS}').test(location.pathname) &&`,
  '      !(history.state && history.state.usr)) {',
  // Until the app has taken the page over (it loads after the first paint, and hydrates it in slices), a
  // press of a button or a tab is kept for the app to repeat (boot.pendingPress, lib/boot-markup.ts) and
  // goes no further: half-hydrated, the app could drop it. The form is never sent by the browser itself
  // (that would put the password in the address).
  "      boot.addEventListener('click', function (event) {",
  `        if (boot.hasAttribute('${BOOT_TAKEN_OVER_ATTRIBUTE}') || !(event.target instanceof Element)) return;`,
  `        var press = event.target.closest('button, [role="tab"]');`,
  '        if (!press) return;',
  '        event.preventDefault();',
  '        event.stopImmediatePropagation();',
  '        boot.pendingPress = press;',
  '      }, true);',
  "      boot.addEventListener('submit', function (event) {",
  `        if (!boot.hasAttribute('${BOOT_TAKEN_OVER_ATTRIBUTE}')) event.preventDefault();`,
  '      }, true);',
  '      return;',
  '    }',
  '  } catch (error) {}',
  '  boot.remove();',
  // Every other first page starts with the app's loading placeholder (its pages are lazy chunks): the
  // HTML's copy of it shows from the first paint instead of an empty page (apps/web main.tsx ends it).
  `  var loading = document.getElementById('${BOOT_LOADING_ID}');`,
  '  if (loading) loading.hidden = false;',
  '})();',
].join('\n');
