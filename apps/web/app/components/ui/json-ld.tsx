import { scriptJson } from '~/features/tours/tour-structured-data';

/** schema.org structured data for search engines, as an inline JSON-LD script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD with `<` escaped by scriptJson
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
