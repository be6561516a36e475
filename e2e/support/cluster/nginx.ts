import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freeLoopbackPort, isListening } from '../../../apps/server/src/lib/free-port';
import { renderNginxConfig, type NginxConfigOptions } from '../../../deploy/nginx/render.mjs';
import { isExecutable, startService, waitUntil } from './child';

export interface StartNginxOptions {
  /** The nodes, `127.0.0.1:PORT` each, in the order `pinnedUrls` follows. */
  upstreams: string[];
  /** The public port; a free one by default (a test that sets PUBLIC_URL picks it before the nodes start). */
  port?: number;
  /** Where nginx listens (default 127.0.0.1; a test host's browser reaches the namespace at another address). */
  host?: string;
}

export interface RunningNginx {
  /** The public entry, balanced over all nodes: http://HOST:PORT */
  url: string;
  port: number;
  /**
   * pinnedUrls[i] goes to upstreams[i] while it is up (to the others when it is down): how a test
   * makes a client land on a given node, and still come back after that node died.
   */
  pinnedUrls: string[];
  /** nginx's access log so far: one line per request with the node that answered it (`upstream=`). */
  accessLog(): Promise<string>;
  /** nginx's error log so far (connection refused by a dead node, and so on). */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

const nginxCandidates = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/**
 * Debian's nginx in the foreground, with the configuration operators get (deploy/nginx, rendered by
 * its own script) wrapped in a minimal nginx.conf whose pid file, logs and temp dirs are in a temp dir.
 * Besides the public port, each node gets a port of its own that prefers it (the template's --pin): a
 * test that must put participants on different nodes connects each one through its node's port
 * (docs/decisions/028).
 */
export async function startNginx(options: StartNginxOptions): Promise<RunningNginx> {
  const binary = nginxBinary();
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freeLoopbackPort());
  const pinnedPorts = await Promise.all(options.upstreams.map(() => freeLoopbackPort()));
  const dir = await mkdtemp(join(tmpdir(), 'vm-nginx-'));
  // nginx's workers run as nobody (the master is root): they must reach the temp dirs in here, which
  // the master creates and hands to them.
  await chmod(dir, 0o755);
  const configFile = join(dir, 'nginx.conf');
  await writeFile(
    configFile,
    wrapper(
      dir,
      renderNginxConfig({
        nodes: options.upstreams,
        listen: [`${host}:${port}`],
        pin: pinnedPorts.map((pinned) => `${host}:${pinned}`),
      }),
    ),
  );

  // -e: the error log from the very start, before nginx has read the configuration that names it.
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', configFile, '-g', 'daemon off;'];
  // SIGTERM (fast shutdown) ends the workers too; a SIGKILLed master would leave them behind.
  const server = startService(binary, args, { exitSignal: 'SIGTERM' });
  const errorLog = () => readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  const stop = async () => {
    await server.stop('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const ports = [port, ...pinnedPorts];
    await waitUntil(
      async () => server.exitStatus() !== undefined || (await Promise.all(ports.map(isListening))).every(Boolean),
      10_000,
      () => `nginx did not listen on ${ports.join(', ')}`,
    );
    if (server.exitStatus()) throw new Error(`nginx exited (${server.exitStatus()})`);
  } catch (error) {
    const log = await errorLog();
    await stop();
    throw new Error(`${(error as Error).message}. Its output:\n${server.output()}\n${log}`);
  }
  return {
    url: `http://${host}:${port}`,
    port,
    pinnedUrls: pinnedPorts.map((pinned) => `http://${host}:${pinned}`),
    accessLog: () => readFile(join(dir, 'access.log'), 'utf8').catch(() => ''),
    errorLog,
    stop,
  };
}

/**
 * `nginx -t` on what deploy/nginx/render.mjs makes of `options` (the shape an operator renders, say
 * with TLS and ports nobody may bind here: -t only parses and opens files). Throws with nginx's words.
 */
export async function checkNginxConfig(options: NginxConfigOptions): Promise<void> {
  const binary = nginxBinary();
  const dir = await mkdtemp(join(tmpdir(), 'vm-nginx-check-'));
  try {
    const configFile = join(dir, 'nginx.conf');
    await writeFile(configFile, wrapper(dir, renderNginxConfig(options)));
    await promisify(execFile)(binary, ['-t', '-q', '-p', dir, '-e', join(dir, 'error.log'), '-c', configFile]);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`nginx -t refused the rendered configuration: ${stderr || (error as Error).message}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function nginxBinary(): string {
  const binary = nginxCandidates.find(isExecutable);
  if (!binary) throw new Error("nginx is not installed: run 'node scripts/ensure-cluster-tools.mjs'");
  return binary;
}

/** The main-context nginx.conf around the deploy/ configuration: everything nginx writes stays in `dir`. */
function wrapper(dir: string, httpConfig: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} info;
events {
    worker_connections 512;
}
http {
${temp}
    log_format upstream '$request_method $request_uri status=$status upstream=$upstream_addr';
    access_log ${join(dir, 'access.log')} upstream;
${httpConfig}
}
`;
}
