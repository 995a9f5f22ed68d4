import { randomBytes } from 'node:crypto';

/**
 * On every response. No CSP here: a policy on a script response becomes the policy of a worker
 * started from it (pdf.js's worker fetches its cmaps, fonts and wasm), and the API's JSON, book
 * files and attachments set their own where they need one.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * What a user may point the widgets at directly (Settings → Server: an own OpenAI-compatible or
 * midjourney-proxy address): any https origin, and plain http only on this machine (a local
 * Ollama or proxy). An http server elsewhere on the network is refused by the browser.
 */
const USER_SERVICES = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The SPA's policy. Scripts only from this origin (no inline, no eval; pdf.js runs with
 * `isEvalSupported: false`). `<style>` elements need this response's nonce (styled-components and
 * the readers' frames put it on theirs) or come from this origin or `blob:` (an EPUB's stylesheets,
 * which epub.js turns into blob URLs); style attributes are allowed, because reader frames
 * (srcdoc documents inherit this policy) show books' inline styles, and an attribute can neither
 * import nor select. Images: generated pictures and avatars live on other hosts, so https; books
 * and everything else are ours, `data:` or `blob:`. Frames are the readers' (srcdoc, blob:).
 */
export function pageCsp(nonce: string): string {
  const styles = ["'self'", `'nonce-${nonce}'`, 'blob:'];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // Browsers without the -elem/-attr split read this one: no style attributes there.
    ['style-src', styles],
    ['style-src-elem', styles],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...USER_SERVICES]],
    ['font-src', ["'self'", 'data:', 'blob:']],
    ['media-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", ...USER_SERVICES]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Voice input needs the microphone; nothing here uses the rest. */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/** Headers of the SPA's HTML, on top of `BASE_SECURITY_HEADERS`. */
export function pageSecurityHeaders(nonce: string): Record<string, string> {
  return {
    'content-security-policy': pageCsp(nonce),
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * A relayed upstream answer (the AI gateway) is someone else's bytes: opened directly it must not
 * run as this origin, whatever type and policy the upstream claims.
 */
export const RELAYED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_SECURITY_HEADERS,
  'content-security-policy': 'sandbox',
};

/** 128 random bits, fresh for each page. */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The built page with every `nonce` attribute set to this response's nonce. Vite writes a fixed
 * placeholder there (`html.cspNonce`, with the `<meta property="csp-nonce">` styled-components and
 * the readers read); whatever the placeholder, each value is replaced.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/(\snonce=)(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi, `$1"${nonce}"`);
}
