import { type AppServices, collectDeviceInfo, isApiRequestError } from '@atelier/core';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { setServerReachable } from '../offline/connectivity';

const prefersDark = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

/** Runs `task` later, when the page has nothing else to do. */
export type WhenIdle = (task: () => void) => void;

/** Past a cold start's first screen: an idle moment while it loads would still delay what comes next. */
const IDLE_AFTER_MS = 5_000;

const whenBrowserIdle: WhenIdle = (task) => {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 });
    else task();
  }, IDLE_AFTER_MS);
};

/**
 * Spec §4, before each navigation: the session check (a stored access password is dropped when
 * the server needs none; a failed check goes to /500) and the device fingerprint.
 */
export function createSessionCheck(services: AppServices, whenIdle: WhenIdle = whenBrowserIdle) {
  let fingerprinted = false;
  return async ({ request }: LoaderFunctionArgs) => {
    const { pathname } = new URL(request.url);
    const refreshing = pathname === '/500' ? null : services.session.refresh(request.signal);
    // The fingerprint is stable, so it is taken once, and when the page is idle: its time zone (the
    // page's first Intl.DateTimeFormat) costs about 80 ms of main thread, which on a cold start is
    // 80 ms later for the first screen (the reader's first page) if taken now.
    if (!fingerprinted) {
      fingerprinted = true;
      whenIdle(() => {
        const device = collectDeviceInfo();
        services.stores.user.setState({ device_id: device.device_id, platform: device.platform, user_agent: device.user_agent });
        services.stores.envInfo.setState({ platform: device.platform, user_agent: device.user_agent });
      });
    }
    if (!refreshing) return null;
    try {
      const session = await refreshing;
      services.stores.auth.applySessionAuth(session.auth);
      services.stores.auth.setSession(session, { preference: services.stores.settings.getState().theme, prefersDark: prefersDark() });
      setServerReachable(true);
      return null;
    } catch (error) {
      if (request.signal.aborted) throw error;
      // No answer at all where the app works offline (the browser says so, or this page came from
      // the service worker): the books kept on this device still open, so carry on as whoever was
      // signed in last. An answer that is an error means the server is there and failing.
      if (isApiRequestError(error) && error.code === 'NETWORK_ERROR' && worksOffline()) {
        setServerReachable(false);
        return null;
      }
      throw redirect('/500');
    }
  };
}

const worksOffline = () =>
  typeof navigator !== 'undefined' && (!navigator.onLine || Boolean(navigator.serviceWorker?.controller));

export interface GuardOptions {
  adminOnly?: boolean;
}

/** Spec §4: login-only routes send guests to /login with the full path; adminOnly needs role admin. */
export function createRequireAuth(services: AppServices, { adminOnly = false }: GuardOptions = {}) {
  return ({ request }: LoaderFunctionArgs) => {
    const user = services.stores.user.getState();
    if (!user.token) {
      const url = new URL(request.url);
      throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search + url.hash)}`);
    }
    if (adminOnly && user.role !== 'admin' && user.WUser.admin_level <= 0) throw redirect('/404');
    return null;
  };
}

/** The full-page auth screen skips itself for a signed-in user (spec §2). */
export function createGuestOnly(services: AppServices) {
  return ({ request }: LoaderFunctionArgs) => {
    if (!services.stores.user.getState().token) return null;
    throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  };
}

/** Only same-origin paths: `?redirect=https://evil.example` must not leave the site. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
