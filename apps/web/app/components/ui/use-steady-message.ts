import { useEffect, useState } from 'react';

/** Whether a mouse button, finger or pen is down on the page (tracked once the page's script runs). */
let pressed = false;
let tracking = false;
function trackPointer() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => (pressed = false);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/**
 * A field's validation message that never moves a control under the pointer: a message that
 * appears, changes or goes while a button is down (a field checked on blur because the pointer went
 * down on the next control) is shown once the button is up and the click has landed. Otherwise the
 * message shows at once.
 */
export function useSteadyMessage(message: string | undefined): string | undefined {
  const [shown, setShown] = useState(message);
  if (shown !== message && !pressed) setShown(message);
  useEffect(() => {
    trackPointer();
    if (shown === message) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the click that follows the release.
    const show = () => {
      timer = setTimeout(() => setShown(message));
    };
    document.addEventListener('pointerup', show, { once: true });
    document.addEventListener('pointercancel', show, { once: true });
    return () => {
      document.removeEventListener('pointerup', show);
      document.removeEventListener('pointercancel', show);
      clearTimeout(timer);
    };
  }, [message, shown]);
  return shown;
}
