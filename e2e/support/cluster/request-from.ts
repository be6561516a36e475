import http from 'node:http';

export interface ReplyFrom {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RequestFromOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
}

/**
 * An HTTP request whose socket leaves from `localAddress`: inside the media namespace all of 127/8 is
 * on loopback, so each address stands in for a client of its own (fetch cannot choose its source).
 * A fresh socket each time (no agent), so no reply comes over another address's connection.
 */
export function requestFrom(localAddress: string, url: string, options: RequestFromOptions = {}): Promise<ReplyFrom> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      localAddress,
      agent: false,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      timeout: 10_000,
    });
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.once('error', reject);
    });
    request.once('timeout', () => request.destroy(new Error(`No answer from ${url}`)));
    request.once('error', reject);
    request.end(body);
  });
}
