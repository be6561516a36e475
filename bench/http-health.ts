// Throughput and latency of the health call (database ping + part probes) on the real server, over
// loopback with autocannon. Prints figures; asserts nothing. Usage: npm run bench -- [seconds]
import autocannon from 'autocannon';
import { startServer } from './support/server';

const seconds = Number(process.argv[2] ?? 10);
const server = await startServer();
try {
  const result = await autocannon({
    url: `${server.baseUrl}/api/VideoMeeting/health`,
    connections: 20,
    duration: seconds,
  });
  console.log(`GET /api/VideoMeeting/health, 20 connections, ${seconds} s, SQLite`);
  console.log(`  requests/s   mean ${result.requests.average.toFixed(0)}  (min ${result.requests.min})`);
  console.log(`  latency ms   p50 ${result.latency.p50}  p99 ${result.latency.p99}  max ${result.latency.max}`);
  console.log(`  errors ${result.errors}  non-2xx ${result.non2xx}`);
} finally {
  await server.stop();
}
