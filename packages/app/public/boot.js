// Starts the first page's reads while the dashboard's code loads, so none of them waits for the
// entry chunk: the signed-in user at once (its answer, preloaded by the HTML's head: boot-reads.ts,
// often here already); when it answers, the shell's reads (translations,
// company, network, articles) and the reads of the page being opened (dashboard, campaigns
// list, analytics main view) at once too. The app takes each answer over on its first read of
// that URL (src/boot/boot-read.ts); a read the app does not ask for is only a wasted request, a
// read missing here is made by the app itself. Which reads: the table the build writes into the
// HTML (#boot-reads) from the screens' read declarations; src/routes/boot.test.ts runs this
// file against the app's own loaders.
// Also names the page for the HTML's skeleton (html[data-boot-page]) and paints the page's
// heading into it (the dashboard's greeting, a title) as soon as the user is known. Runs
// after config.js, from the end of <body> (index.html says why), from the same origin (the
// CSP allows no inline script); a deployment whose API is elsewhere builds with
// VITE_API_BASE_URL (the HTML's preload) or sets `apiBaseUrl` in config.js (a warning below
// when the two differ).
(function () {
  var config = window.__CREATOR_CONFIG__ || {};
  // The HTML's preload of the user read (boot-reads.ts), which also names the build's API base:
  // the app's default when config.js sets none.
  var userLink = document.getElementById('boot-user');
  var buildBase = (userLink && userLink.getAttribute('data-api-base')) || '';
  var base = (typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : buildBase).replace(
    /\/+$/,
    '',
  );
  // This script is served from the app's base (/creator/), like the pages.
  var script = document.currentScript;
  var appBase = script ? new URL('.', script.src).pathname : '/creator/';
  var path =
    location.pathname.indexOf(appBase) === 0 ? location.pathname.slice(appBase.length) : '';
  var parts = path.replace(/\/+$/, '').split('/');
  // The early reads, by page: the build writes them into the HTML from the screens' own read
  // declarations (boot-reads.ts, src/routes/boot-table.ts), so no API path is typed here.
  var table = { user: '', translations: '', shell: [], rows: [] };
  try {
    table = JSON.parse(document.getElementById('boot-reads').textContent);
  } catch {
    // No table: no early reads; the app reads everything itself.
  }

  /** The open segments (`:name`, digits) of a row's path that `parts` fill, or null when it does not match. */
  function matchPath(rowPath) {
    var segments = rowPath.split('/');
    if (segments.length !== parts.length) return null;
    var params = {};
    for (var i = 0; i < segments.length; i += 1) {
      if (segments[i].charAt(0) === ':') {
        if (!/^\d+$/.test(parts[i])) return null;
        params[segments[i].slice(1)] = parts[i];
      } else if (segments[i] !== parts[i]) return null;
    }
    return params;
  }

  /** The rows of the table whose paths match the page opened, with their open segments. */
  var matches = [];
  table.rows.forEach(function (row) {
    for (var i = 0; i < row.paths.length; i += 1) {
      var params = matchPath(row.paths[i]);
      if (params) return matches.push({ row: row, params: params });
    }
  });

  /** The page being opened, known from the path alone: dashboard, campaigns, analytics or page. */
  var page = matches.length > 0 ? matches[0].row.page : 'page';
  document.documentElement.setAttribute('data-boot-page', page);

  /** An API path of the table, its `{name}` parts filled in (URL-encoded). */
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_all, name) {
      return encodeURIComponent(values[name]);
    });
  }

  /** The page's own reads (paths under the API), as its route's loader makes them. */
  function pageReads(user) {
    for (var i = 0; i < matches.length; i += 1) {
      var when = matches[i].row.when || {};
      var fits = Object.keys(when).every(function (flag) {
        return Boolean(user[flag]) === when[flag];
      });
      if (fits)
        return matches[i].row.reads.map(function (read) {
          return fill(read, matches[i].params);
        });
    }
    return [];
  }

  var reads = {};
  function read(apiPath) {
    var url = new URL(base + apiPath, location.href).href;
    var response = fetch(url, { credentials: 'include' });
    // Never an unhandled rejection: the app sees the failure when it takes the read over.
    response.catch(function () {});
    reads[url] = response;
    return response;
  }

  /** Whether the startup rules (src/session/startup.ts) let the user into the shell at all. */
  function entersShell(user) {
    return Boolean(user.partner && user.hasNetworkAssigned);
  }

  /** Whether they also leave the user on the page opened, rather than sending them elsewhere. */
  function staysOnPage(user) {
    return (
      entersShell(user) &&
      !(
        user.redirectToOnboarding ||
        user.newContractUrl ||
        user.paymentDetailsMissing ||
        user.profileDetailsMissing
      )
    );
  }

  /**
   * The user's language as the app applies it (i18n/i18n.ts supportedLanguage): itself when it
   * is a language tag, else English, so that the translations read started here is the app's.
   */
  function appLanguage(user) {
    try {
      return user.language && Intl.getCanonicalLocales(user.language).length === 1
        ? user.language
        : 'en';
    } catch {
      return 'en';
    }
  }

  /** The reads that follow from the user: the shell's, then the page's. */
  function startReadsOf(user) {
    read(fill(table.translations, { language: appLanguage(user) }));
    if (!entersShell(user)) return;
    table.shell.forEach(read);
    if (staysOnPage(user)) pageReads(user).forEach(read);
  }

  /**
   * The opened page's heading in the user's language: the dashboard's greeting and subtitle,
   * the campaigns list's or analytics' title (the build writes the bundled catalogues' texts
   * into #boot-texts: boot-texts.ts; English for a language without one, as the app), painted
   * into the HTML's skeleton the moment the user is known, long before the code has arrived.
   * Kept in __CREATOR_BOOT__.heading with an event, for React's loader to draw it again
   * (src/boot/boot-heading.ts) until the page's own heading takes its place.
   */
  function paintHeading(user) {
    if (!staysOnPage(user)) return;
    var texts = JSON.parse(document.getElementById('boot-texts').textContent);
    var language = Object.prototype.hasOwnProperty.call(texts, user.language)
      ? user.language
      : 'en';
    var text = texts[language][page];
    if (!text) return;
    var name = typeof user.fullName === 'string' ? user.fullName : '';
    var placeholder = /\{\{\s*name\s*\}\}/g;
    if (!name && text.title.search(placeholder) >= 0) return;
    var heading = {
      page: page,
      language: language,
      title: text.title.replace(placeholder, function () {
        return name;
      }),
      subtitle: text.subtitle,
    };
    window.__CREATOR_BOOT__.heading = heading;
    // The HTML's own skeleton, unless React has already replaced it with its loader.
    var skeleton = document.querySelector(
      '.boot-page:not([data-page]) .boot-' + (page === 'dashboard' ? 'dashboard' : 'generic'),
    );
    if (skeleton) {
      fillLine(skeleton.querySelector('.boot-title'), heading.title, language);
      if (heading.subtitle)
        fillLine(skeleton.querySelector('.boot-subtitle'), heading.subtitle, language);
    }
    window.dispatchEvent(new Event('creator:boot-heading'));
  }

  /**
   * A page's first Intl formatter loads ICU's data: about 12 ms here, 50 ms on a mid phone (4x
   * CPU), otherwise spent inside the first render that formats an amount or a count, which it
   * makes a long task. Built here instead, in the user's language, in a task of its own after
   * the frame that shows the heading, while the code is still downloading.
   */
  function warmFormats(language) {
    requestAnimationFrame(function () {
      setTimeout(function () {
        try {
          new Intl.NumberFormat(language || 'en').format(0);
        } catch {
          // A language Intl does not know: the app's own first format pays instead.
        }
      }, 0);
    });
  }

  /** A skeleton line showing `text` instead of its grey bar (index.html's .boot-text). */
  function fillLine(line, text, language) {
    if (!line) return;
    line.textContent = text;
    line.lang = language;
    line.className += ' boot-text';
  }

  try {
    window.__CREATOR_BOOT__ = { at: Date.now(), reads: reads };
    if (!table.user) throw new Error('boot.js: no table of early reads');
    var userUrl = new URL(base + table.user, location.href).href;
    if (userLink && userLink.href !== userUrl && typeof console !== 'undefined')
      console.warn(
        'boot.js: index.html preloads the user from ' +
          userLink.href +
          ', but config.js sets the API at ' +
          base +
          ': that read is wasted. Build with VITE_API_BASE_URL=' +
          base +
          ' (README: pointing at a real backend).',
      );
    // The app gets the user's answer only once the reads that follow from it are listed, so
    // it takes them over instead of racing them with its own requests. The body read here
    // is a clone's: the app reads the answer itself.
    reads[userUrl] = fetch(userUrl, { credentials: 'include' }).then(function (response) {
      if (!response.ok) return response;
      return response
        .clone()
        .json()
        .then(function (user) {
          startReadsOf(user);
          try {
            paintHeading(user);
          } catch {
            // No heading (no texts, an odd user): the skeleton stays until the page arrives.
          }
          try {
            warmFormats(appLanguage(user));
          } catch {
            // No frames or timers here: the app's own first format pays instead.
          }
        })
        .then(
          function () {
            return response;
          },
          function () {
            return response;
          },
        );
    });
    reads[userUrl].catch(function () {});
  } catch {
    // No early reads; the app reads everything itself.
  }

  // Then the opened page's screen code, fetched beside the entry rather than after it has run (the
  // build lists each boot page's files in #boot-chunks: boot-preload.ts). A link costs about 5 ms
  // on a mid phone (4x CPU): a few per task, after the one that starts the user read, so that
  // no task grows past 50 ms.
  var LINKS_PER_TASK = 4;
  function preload(files) {
    files.slice(0, LINKS_PER_TASK).forEach(function (file) {
      var link = document.createElement('link');
      var css = /\.css$/.test(file);
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.as = 'style';
      // As Vite's loader asks for them (CORS, same-origin credentials), or the preload is not used.
      link.crossOrigin = '';
      link.href = appBase + file;
      document.head.appendChild(link);
    });
    if (files.length > LINKS_PER_TASK)
      setTimeout(function () {
        preload(files.slice(LINKS_PER_TASK));
      }, 0);
  }
  try {
    var screenFiles = JSON.parse(document.getElementById('boot-chunks').textContent)[page] || [];
    setTimeout(function () {
      preload(screenFiles);
    }, 0);
  } catch {
    // No list (the dev server): the router loads the screen as usual.
  }
})();
