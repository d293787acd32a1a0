import { isCurrency, isLocale } from '@belizepass/domain';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_DISPLAY, type Display, setDisplaySource } from './lib/display';

// The page's language and currency never change while it is open: choosing others loads the page again.
const root = document.documentElement;
const shown: Display = {
  locale: isLocale(root.lang) ? root.lang : DEFAULT_DISPLAY.locale,
  currency: isCurrency(root.dataset.currency) ? root.dataset.currency : DEFAULT_DISPLAY.currency,
};
setDisplaySource(() => shown);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
