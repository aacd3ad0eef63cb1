// Starts the signed-in user's read while the dashboard's code loads, so it is not queued behind
// the entry chunk; the app takes the answer over on its first read of the user
// (src/lib/boot-read.ts). Runs after config.js, from the same origin (the CSP allows no inline
// script). A deployment whose API is elsewhere sets `apiBaseUrl` in config.js.
(function () {
  var config = window.__CREATOR_CONFIG__ || {};
  var base = typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl.replace(/\/+$/, '') : '';
  var url = base + '/api/user/me.json';
  try {
    var response = fetch(url, { credentials: 'include' });
    // Never an unhandled rejection: the app sees the failure when it takes the read over.
    response.catch(function () {});
    window.__CREATOR_BOOT__ = { url: new URL(url, location.href).href, response: response };
  } catch {
    // No early read; the app reads the user itself.
  }
})();
