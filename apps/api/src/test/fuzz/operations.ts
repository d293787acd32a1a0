/** A JSON schema as @fastify/swagger writes it (the parts the fuzzer reads). */
export interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

/** One documented operation: where it lives and what it takes. */
export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/tours/{id}. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  body?: { contentType: string; schema: Schema };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Resolves `$ref`s and flattens `allOf` so the generators see plain schemas. */
export function resolver(doc: OpenApiDocument) {
  const resolve = (schema: Schema | undefined, depth = 0): Schema => {
    if (!schema || depth > 20) return {};
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop()!;
      return resolve(doc.components?.schemas?.[name], depth + 1);
    }
    if (schema.allOf) {
      const merged: Schema = { properties: {}, required: [] };
      for (const part of schema.allOf) {
        const r = resolve(part, depth + 1);
        Object.assign(merged, { ...r, properties: merged.properties, required: merged.required });
        Object.assign(merged.properties!, r.properties);
        merged.required!.push(...(r.required ?? []));
      }
      return merged;
    }
    return schema;
  };
  return resolve;
}

/**
 * Every operation of the API document, except the catch-all that answers unknown /api paths (the
 * fuzzer sends its own unknown paths) and the document pages themselves.
 */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const resolve = resolver(doc);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.includes('{*}') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) }));
      const content = op.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header'),
        body: contentType ? { contentType, schema: resolve(content[contentType]!.schema) } : undefined,
      });
    }
  }
  return operations;
}
