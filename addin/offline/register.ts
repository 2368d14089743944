/**
 * The standalone page's service worker (addin/offline/sw.js, emitted as sw.js by production builds): registered so
 * that the page works offline after its first visit. Development builds (npm start) register none and take away one
 * left by an earlier production build on the same address (their sw.js, addin/offline/sw-off.js, does the same for
 * a page still served from that build's cache), so an edited bundle is never hidden behind a cached one.
 */
declare const HAKEM_SERVICE_WORKER: boolean; // webpack.config.js: true in production builds

function keepOffline(): void {
  // service workers need a secure context (https, or http://localhost); file:// has none
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  if (HAKEM_SERVICE_WORKER) {
    navigator.serviceWorker.register('sw.js').catch((e: unknown) => console.warn('Hakem: working offline is not available here:', e));
  } else {
    void navigator.serviceWorker.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
  }
}

keepOffline();
