import { WebSocket } from 'ws';

export type UpgradeOutcome =
  { opened: true } | { opened: false; status: number; retryAfter: string | undefined; body: unknown };

/**
 * Opens a signaling socket over real TCP and reports whether the upgrade happened, or the refusal's
 * status, Retry-After and envelope. `headers`: e.g. X-Forwarded-For, as a trusted proxy would send it.
 */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<UpgradeOutcome> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve({ opened: true });
    });
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({
          opened: false,
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          body: JSON.parse(text) as unknown,
        }),
      );
    });
    socket.once('error', reject);
  });
}
