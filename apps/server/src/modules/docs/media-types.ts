import type { JsonObject, OpenApiDocument, Parameter, Response } from './openapi-types';
import { operationsOf } from './openapi-types';

interface MediaRule {
  path: RegExp;
  /** The success statuses whose body is this media type. */
  statuses: string[];
  type: string;
  schema: JsonObject;
  description: string;
  /** Offered beside the declared JSON envelope (a query parameter chooses), instead of in its place. */
  besideJson?: boolean;
  /** Statuses answered with an empty body. */
  emptyStatuses?: string[];
  /** Request headers the operation reads, and response headers by status. */
  requestHeaders?: Parameter[];
  responseHeaders?: Record<string, JsonObject>;
}

const text = { type: 'string' };
const binary = { type: 'string', format: 'binary' };

/**
 * Replies that are files, not the JSON envelope: the generated description would call every body
 * `application/json`. Matched by path, so the routes keep declaring only what they validate.
 */
const MEDIA_RULES: MediaRule[] = [
  {
    path: /\/calendar\.ics$/,
    statuses: ['200'],
    type: 'text/calendar',
    schema: text,
    description: 'The iCalendar file (RFC 5545), UTF-8',
  },
  {
    path: /^\/api\/VideoMeeting\/recordings\/\{id\}\/file$/,
    statuses: ['200', '206'],
    type: 'video/mp4',
    schema: binary,
    description: 'The MP4 (H.264 and AAC)',
    emptyStatuses: ['416'],
    requestHeaders: [
      {
        in: 'header',
        name: 'Range',
        required: false,
        description: 'One range, `bytes=<first>-[<last>]`: answered 206 with that part, or 416 past the end',
        schema: { type: 'string', pattern: '^bytes=\\d*-\\d*$' },
      },
    ],
    responseHeaders: {
      '206': { 'Content-Range': { description: '`bytes <first>-<last>/<size>`', schema: text } },
      '416': { 'Content-Range': { description: '`bytes */<size>`', schema: text } },
    },
  },
  {
    path: /\/meetings\/\{id\}\/attendance$/,
    statuses: ['200'],
    type: 'text/csv',
    schema: text,
    description: 'The attendance in the envelope, or with `format=csv` as a CSV file (RFC 4180, UTF-8)',
    besideJson: true,
  },
  {
    path: /^\/metrics$/,
    statuses: ['200'],
    type: 'text/plain; version=0.0.4',
    schema: text,
    description: "This node's figures in the Prometheus text format",
  },
  {
    path: /^\/dev\/mailbox(\/\{id\})?$/,
    statuses: ['200'],
    type: 'text/html',
    schema: text,
    description: 'A page of the dev mailbox',
  },
];

/** Sets the media types of the file replies (calendar files, recordings, metrics, mailbox pages). */
export function setFileMediaTypes(document: OpenApiDocument): void {
  for (const { path, operation } of operationsOf(document)) {
    const rule = MEDIA_RULES.find((candidate) => candidate.path.test(path));
    if (!rule) continue;
    const responses = (operation.responses ??= {});
    for (const status of rule.statuses) {
      const declared = responses[status] as Response | undefined;
      const description =
        declared?.description && declared.description !== 'Default Response' ? declared.description : rule.description;
      const content = { ...(rule.besideJson ? declared?.content : {}), [rule.type]: { schema: rule.schema } };
      responses[status] = { ...declared, description, content };
    }
    for (const status of rule.emptyStatuses ?? []) {
      const declared = responses[status] as Response | undefined;
      if (declared) delete declared.content;
    }
    for (const [status, headers] of Object.entries(rule.responseHeaders ?? {})) {
      const declared = responses[status] as Response | undefined;
      if (declared) declared.headers = { ...declared.headers, ...headers };
    }
    for (const header of rule.requestHeaders ?? []) {
      const parameters = (operation.parameters ??= []);
      if (!parameters.some((parameter) => parameter.in === 'header' && parameter.name === header.name)) {
        parameters.push(header);
      }
    }
  }
}
