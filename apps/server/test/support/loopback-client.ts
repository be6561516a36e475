import http from 'node:http';

export interface LoopbackReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON envelope. */
  body: {
    success: boolean;
    message: string;
    code?: string;
    data: { user?: { email: string } } | null;
    errors: Array<{ field: string; code?: string }>;
  };
}

/**
 * A client of a listening app over real TCP from its own loopback source address (127.0.0.2,
 * 127.0.0.3, …), so the app sees one client address per client as it would see separate networks.
 * Like a browser it keeps the cookies the app sets and sends them back (name and value only; tests
 * read the attributes from `headers['set-cookie']`).
 */
export class LoopbackClient {
  readonly #cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly address: string,
  ) {}

  /** A browser that starts over: no cookies. */
  forgetCookies(): void {
    this.#cookies.clear();
  }

  post(path: string, payload?: unknown): Promise<LoopbackReply> {
    const url = new URL(path, this.baseUrl);
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          localAddress: this.address,
          agent: false,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              const at = pair.indexOf('=');
              this.#cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
}
