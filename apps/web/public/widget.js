/*
 * BelizePass booking widget loader (docs/decisions/046-booking-widget.md). An operator pastes:
 *   <div data-belizepass-widget="MERCHANT_ID" data-tour="TOUR_ID" data-lang="es"></div>
 *   <script src="https://belizepass.example/widget.js" async></script>
 * and each such element gets a frame of the widget (data-tour and data-lang are optional), sized to
 * its content by the messages the widget's pages send. The frame shows only on the sites the operator
 * registered in its console (the widget's pages name them in CSP frame-ancestors).
 */
(() => {
  const script = document.currentScript;
  if (!script) return;
  const origin = new URL(script.src).origin;
  const frames = [];

  function mount(element) {
    if (element.getAttribute('data-belizepass-mounted')) return;
    element.setAttribute('data-belizepass-mounted', '1');
    const merchant = encodeURIComponent(element.getAttribute('data-belizepass-widget') || '');
    const tour = element.getAttribute('data-tour');
    const spanish = element.getAttribute('data-lang') === 'es';
    const prefix = spanish ? '/es' : '';
    const frame = document.createElement('iframe');
    frame.src = `${origin}${prefix}/widget/${merchant}${tour ? `/tours/${encodeURIComponent(tour)}` : ''}`;
    frame.title = element.getAttribute('data-title') || (spanish ? 'Reservar un tour' : 'Book a tour');
    frame.style.cssText = 'display:block;width:100%;min-height:480px;height:760px;border:0;';
    element.appendChild(frame);
    frames.push(frame);
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== origin || !event.data || event.data.type !== 'belizepass-widget') return;
    const frame = frames.find((f) => f.contentWindow === event.source);
    if (!frame) return;
    if (typeof event.data.height === 'number' && event.data.height > 0) {
      frame.style.height = `${Math.min(Math.ceil(event.data.height), 20000)}px`;
    }
    // A new step of the checkout: bring the frame's top into view when it is scrolled past.
    if (typeof event.data.page === 'string' && frame.getBoundingClientRect().top < 0) {
      frame.scrollIntoView({ block: 'start' });
    }
  });

  document.querySelectorAll('[data-belizepass-widget]').forEach(mount);
})();
