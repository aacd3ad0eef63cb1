import '@creator/ui/styles.css';
import { createApiClient } from '@creator/api-client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { loadConfig, loadImpersonation } from './session/config';
import { createI18n } from './i18n/i18n';
import { REQUEST_TIMEOUT_MS } from './session/session';
import { withBootRead } from './boot/boot-read';
import { nextTask } from './lib/next-task';
import { BASENAME } from './routing/routes';
import { configureUrlGate, navigateTo } from './security/safe-url';
import { signInUrl } from './session/sign-in';
import { reportIconFailures } from './lib/error-report';
import { createRouteTree } from './routes/tree';
import { installDefaultPolicy } from './security/trusted-types';

// Before anything renders: the guard for strings libraries write into script sinks (CSP Trusted Types).
installDefaultPolicy();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A wrong deployment config: say so on the page (operators look there first), then fail.
  root.textContent = `The dashboard cannot start: ${error instanceof Error ? error.message : String(error)}`;
  throw error;
}
configureUrlGate({ allowHttp: config.allowHttpUrls === true });
// Icon load failures go to the error-reporting endpoint when one is configured (off by default).
reportIconFailures(config.errorReportUrl);
const services = {
  config,
  client: createApiClient({
    baseUrl: config.apiBaseUrl,
    timeoutMs: REQUEST_TIMEOUT_MS,
    // The user read boot.js started while this code loaded.
    fetch: withBootRead((input, init) => globalThis.fetch(input, init)),
  }),
  impersonation: loadImpersonation(),
  leave: navigateTo,
};
const queryClient = createQueryClient({
  // Back to the page asked for after signing in (return_to, same origin only).
  onSignedOut: () => services.leave(signInUrl(config.loginUrl)),
});

/**
 * The rest of the start in tasks of its own. On a slow phone, evaluating the modules above is
 * already one long task; building the translations and the route tree, then the router (which
 * matches the URL and starts the loaders) and the first render, each after a yield, keeps every
 * task short, so the page answers input sooner (Lighthouse's Total Blocking Time). The first
 * render is a transition, so React renders it in slices and yields to the browser between them
 * (the index.html shell stays on screen meanwhile); `pnpm bench` prints the blocking time.
 */
async function start(container: HTMLElement) {
  await nextTask();
  const i18n = createI18n();
  const routes = createRouteTree({ services, queryClient, i18n });
  await nextTask();
  const router = createBrowserRouter(routes, { basename: BASENAME });
  const reactRoot = createRoot(container);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App services={services} queryClient={queryClient} i18n={i18n} router={router} />
      </StrictMode>,
    ),
  );
}

void start(root);
// The service worker of the production build (the dev server has none), once the page is up.
if (import.meta.env.PROD)
  void import('./pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
