import { useEffect } from 'react';
import { useNonce } from '~/lib/nonce';

/**
 * A GET form whose fields apply on change once the page's scripts run (filters, sort) must not
 * lose a change made before they have loaded: on a slow phone the page is readable long before it
 * is interactive. Until this component has hydrated, a tiny inline script submits the form as a
 * plain GET on any change of its fields (the browser then loads the new results); after hydration
 * the form's own handlers take over. Without JavaScript at all, the form's Apply button does it.
 */
export function SubmitBeforeHydration({ formId }: { formId: string }) {
  const nonce = useNonce();
  useEffect(() => {
    document.documentElement.dataset[hydratedKey(formId)] = 'true';
    return () => {
      delete document.documentElement.dataset[hydratedKey(formId)];
    };
  }, [formId]);
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours; formId is an id from our code
      dangerouslySetInnerHTML={{ __html: earlySubmitScript(formId) }}
    />
  );
}

const hydratedKey = (formId: string) => `hydrated${formId.replace(/[^a-z0-9]/gi, '')}`;

function earlySubmitScript(formId: string): string {
  const id = JSON.stringify(formId);
  const key = JSON.stringify(hydratedKey(formId));
  return `document.addEventListener('change',function(e){var t=e.target,f=document.getElementById(${id});if(!f||document.documentElement.dataset[${key}]||!t||!t.name||t.form!==f)return;f.submit()});`;
}
