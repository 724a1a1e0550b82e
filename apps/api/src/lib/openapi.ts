import {
  allEndpoints,
  needsAdmin,
  responsesOf,
  successStatus,
  type Endpoint,
} from '@job-board/contract';
import { z } from 'zod';
import { OPERATION_EXTRAS } from './openapi-examples.js';

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'Malformed request (bad JSON or multipart)',
  401: 'Not signed in, or the token is invalid or expired',
  403: 'Signed in but not allowed, or a forged or expired link',
  404: 'No such record',
  405: 'Method not allowed (a wrong `_method`)',
  409: 'Conflicts with the data (duplicate, in use, protected, already so)',
  413: 'Too large',
  415: 'Unsupported type',
  419: 'Anti-forgery token missing or wrong',
  422: 'Validation failed; `errors` names every bad field',
  429: 'Throttled; see Retry-After',
  500: 'Something went wrong (details only in the server log, by X-Request-Id)',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
}

/** Query or path parameters of an object schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function requestBody(endpoint: Endpoint) {
  if (!endpoint.body) return undefined;
  const schema = jsonSchema(endpoint.body, 'input');
  const extras = OPERATION_EXTRAS.get(endpoint);
  const described = {
    required: true,
    ...(extras?.requestDescription ? { description: extras.requestDescription } : {}),
  };
  const example = extras?.requestExample ? { example: extras.requestExample } : {};
  if (endpoint.bodyType === 'multipart') {
    // Files are opaque to JSON Schema; name them as binary parts.
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, property] of Object.entries(properties)) {
      if (Object.keys(property).length === 0) {
        properties[name] = { type: 'string', contentMediaType: 'application/octet-stream' };
      }
    }
    const encoding = extras?.encoding ? { encoding: extras.encoding } : {};
    return {
      ...described,
      content: { 'multipart/form-data': { schema, ...encoding, ...example } },
    };
  }
  return { ...described, content: { 'application/json': { schema, ...example } } };
}

function responses(endpoint: Endpoint) {
  const examples = OPERATION_EXTRAS.get(endpoint)?.responseExamples ?? {};
  const entries = [...responsesOf(endpoint)].map(([status, schema]) => {
    const description = STATUS_TEXT[status] ?? `Status ${status}`;
    if (schema) {
      const example = status in examples ? { example: examples[status] } : {};
      const media = { schema: jsonSchema(schema, 'output'), ...example };
      return [String(status), { description, content: { 'application/json': media } }];
    }
    if (status === successStatus(endpoint) && endpoint.kind === 'file') {
      return [String(status), { description, content: { [endpoint.fileType ?? 'image/*']: {} } }];
    }
    return [String(status), { description }];
  });
  return Object.fromEntries(entries);
}

function operation(endpoint: Endpoint) {
  const security =
    endpoint.access === 'api-key'
      ? [{ apiKey: endpoint.scope ? [endpoint.scope] : [] }]
      : endpoint.access === 'admin-bearer'
        ? [{ bearer: [] }]
        : needsAdmin(endpoint)
          ? [{ bearer: [] }, { session: [] }]
          : undefined;
  const body = requestBody(endpoint);
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    tags: [endpoint.area],
    ...(security ? { security } : {}),
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(body ? { requestBody: body } : {}),
    responses: responses(endpoint),
  };
}

/** `/api/admin/jobs/:id` → `/api/admin/jobs/{id}`. */
const openApiPath = (path: string) => path.replace(/:([a-z_]+)/gi, '{$1}');

/** The OpenAPI 3.1 document of every endpoint in the registry. */
export function openApiDocument(endpoints: readonly Endpoint[] = allEndpoints) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const item = (paths[openApiPath(endpoint.path)] ??= {});
    item[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Job Board Back Office API',
      version: '1.0.0',
      description:
        'Updates and deletes may also be sent as POST with `_method` = PUT or DELETE in the body. Cookie-authenticated unsafe requests must carry X-XSRF-TOKEN or X-CSRF-TOKEN. The intake API (`/api/platform/…`) is called by the platform’s services with an API key instead (`apiKey`), holding the scope each operation names.',
    },
    tags: [...new Set(endpoints.map((endpoint) => endpoint.area))].map((name) => ({ name })),
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An admin’s access token' },
        session: { type: 'apiKey', in: 'cookie', name: 'job_board_session' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'jbk_…',
          description:
            'An API key of one of the platform’s services (`Authorization: Bearer jbk_…`), created by an owner under Integrations. It opens only the intake API, and only the operations whose scope it holds; admin tokens and sessions do not open those.',
        },
      },
    },
    paths,
  };
}
