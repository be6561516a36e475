import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A calendar feed server on 127.0.0.1 for the booking feed tests: each path answers as its route
 * says (a calendar, a redirect, silence, a body too large, a status). `calendars` may change between
 * reads; `reads` counts the requests each path got.
 */
export type FeedRoute =
  { calendar: string } | { redirect: string } | { status: number } | { silent: true } | { bytes: number };

export interface FeedServer {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  routes: Map<string, FeedRoute>;
  reads: Map<string, number>;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const reads = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    reads.set(path, (reads.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (!route) return response.writeHead(404).end();
    if ('calendar' in route) return response.writeHead(200, { 'content-type': 'text/calendar' }).end(route.calendar);
    if ('redirect' in route) return response.writeHead(302, { location: route.redirect }).end();
    if ('status' in route) return response.writeHead(route.status).end();
    if ('silent' in route) return void hanging.add(response);
    // Streamed without a length, so only counting the bytes finds it too large.
    response.writeHead(200, { 'content-type': 'text/calendar' });
    const chunk = Buffer.alloc(64 * 1024, 'X');
    let sent = 0;
    const pump = () => {
      while (sent < route.bytes) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.on('error', () => undefined);
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    routes,
    reads,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
