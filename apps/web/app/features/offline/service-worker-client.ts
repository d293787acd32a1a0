/**
 * Registers the service worker for the whole site, and while the browser is offline turns a click
 * on one of our links into a full page load: the service worker then answers it from the pages the
 * phone kept (a ticket, My Bookings) or with the offline page, where an in-page navigation would
 * need the network for its data and show an error.
 */
export function startServiceWorker() {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  window.addEventListener('click', loadDocumentWhileOffline, { capture: true });
}

function loadDocumentWhileOffline(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  event.preventDefault();
  window.location.assign(link.href);
}
