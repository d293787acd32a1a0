/** The `<title>` and meta description of a page, rendered by React 19 into the document head. */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{`${title} | BelizePass`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
