#!/usr/bin/env node
// Renders the nginx configuration for several Video Meeting nodes from the two templates beside this
// file (docs/deploy.md). No dependencies, so it runs on a load balancer with nothing but Node.js:
//
//   node deploy/nginx/render.mjs --node 10.0.0.11:3000 --node 10.0.0.12:3000 --node 10.0.0.13:3000 \
//     --listen 80 --server-name meet.example.com > /etc/nginx/conf.d/video-meeting.conf
//
// Tests also use it (e2e/support/cluster/nginx.ts), with --pin: one extra port per node that goes to
// that node while it is up, so a test decides which node each client lands on, and to the others when
// it is down, so a client whose node died comes back as it would through the public port. Production
// leaves it out.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const here = fileURLToPath(new URL('.', import.meta.url));
const template = (name) => readFileSync(`${here}${name}`, 'utf8');

// Every value lands in nginx syntax: no whitespace, quotes, braces or semicolons, so nothing given
// on the command line can add a directive.
const SAFE = /^[^\s;{}'"#$\\]+$/;

function checked(what, value) {
  if (typeof value !== 'string' || !SAFE.test(value)) throw new Error(`Invalid ${what}: ${JSON.stringify(value)}`);
  return value;
}

/** `{{NAME}}` replaced by values[NAME]; a placeholder alone on its line with an empty value drops the line. */
export function fill(text, values) {
  const filled = text.replace(/^[ \t]*\{\{(\w+)\}\}[ \t]*\n/gm, (line, name) => (values[name] === '' ? '' : line));
  return filled.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`No value for the placeholder {{${name}}}`);
    return values[name];
  });
}

/**
 * The configuration for nginx's http {} block.
 * - nodes: the nodes' addresses, `host:port` (at least one);
 * - listen: what the public server listens on, each an nginx listen address (`80`, `127.0.0.1:8080`, `[::]:80`);
 * - serverName: nginx server_name (default `_`, any name);
 * - tls: { certificate, key } files, to terminate TLS here (listen ... ssl);
 * - maxFails, failTimeout: passive health (default 3 within 10s);
 * - pin: for tests, one listen address per node; each forwards to its node, or to the others when it is down.
 */
export function renderNginxConfig({
  nodes,
  listen = ['80'],
  serverName = '_',
  tls,
  maxFails = 3,
  failTimeout = '10s',
  pin,
}) {
  if (!nodes?.length) throw new Error('At least one node address is needed');
  if (pin && pin.length !== nodes.length) throw new Error('--pin needs exactly one listen address per node');
  if (!Number.isInteger(maxFails) || maxFails < 1) throw new Error(`Invalid max fails: ${maxFails}`);
  checked('fail timeout', failTimeout);
  const ssl = tls ? ' ssl' : '';
  const tlsLines = tls
    ? [
        `    ssl_certificate ${checked('TLS certificate', tls.certificate)};`,
        `    ssl_certificate_key ${checked('TLS key', tls.key)};`,
      ].join('\n')
    : '';
  const server = (listenOn, upstream) =>
    fill(template('server.conf.template'), {
      LISTEN: listenOn.map((address) => `    listen ${checked('listen address', address)}${ssl};`).join('\n'),
      SERVER_NAME: checked('server name', serverName),
      TLS: tlsLines,
      UPSTREAM: upstream,
    });

  // For tests that choose a client's node (--pin): node i first; the others are `backup` servers,
  // which nginx uses only while node i is down (a refused connection goes on to them at once).
  const pinnedUpstreams = (pin ?? []).map((_, index) => {
    const others = nodes.filter((_, other) => other !== index).map((node) => `    server ${node} backup;`);
    const servers = [`    server ${nodes[index]};`, ...others].join('\n');
    return `\n# Node ${index + 1} first (--pin).\nupstream video_meeting_node_${index + 1} {\n${servers}\n    keepalive 8;\n}`;
  });
  // The pinned servers are the public one with another port and upstream; its comments once suffice.
  const pinnedServer = (address, index) =>
    `# Node ${index + 1} first (--pin): the public server above, with node ${index + 1} preferred.\n` +
    server([address], `video_meeting_node_${index + 1}`).replace(/^[ \t]*#.*\n/gm, '');
  const servers = [server(listen, 'video_meeting'), ...(pin ?? []).map(pinnedServer)];
  const config = fill(template('video-meeting.conf.template'), {
    MAX_FAILS: String(maxFails),
    FAIL_TIMEOUT: failTimeout,
    UPSTREAM_SERVERS: nodes
      .map((node) => `    server ${checked('node address', node)} max_fails=${maxFails} fail_timeout=${failTimeout};`)
      .join('\n'),
    PINNED_UPSTREAMS: pinnedUpstreams.join('\n'),
    SERVERS: servers.join('\n'),
  });
  return config.replace(/\n+$/, '\n');
}

const usage = `usage: node deploy/nginx/render.mjs --node HOST:PORT [--node HOST:PORT ...] [--listen ADDRESS ...]
  [--server-name NAME] [--tls-certificate FILE --tls-key FILE] [--max-fails N] [--fail-timeout 10s]
  [--pin ADDRESS,ADDRESS,...]   (tests only: one listen address per node, which prefers that node)
Prints the configuration for nginx's http {} block (see docs/deploy.md).`;

function main() {
  const { values } = parseArgs({
    options: {
      node: { type: 'string', multiple: true },
      listen: { type: 'string', multiple: true },
      'server-name': { type: 'string' },
      'tls-certificate': { type: 'string' },
      'tls-key': { type: 'string' },
      'max-fails': { type: 'string' },
      'fail-timeout': { type: 'string' },
      pin: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(usage);
  if (Boolean(values['tls-certificate']) !== Boolean(values['tls-key'])) {
    throw new Error('--tls-certificate and --tls-key go together');
  }
  const config = renderNginxConfig({
    nodes: values.node ?? [],
    listen: values.listen,
    serverName: values['server-name'],
    tls: values['tls-certificate'] ? { certificate: values['tls-certificate'], key: values['tls-key'] } : undefined,
    maxFails: values['max-fails'] === undefined ? undefined : Number(values['max-fails']),
    failTimeout: values['fail-timeout'],
    pin: values.pin?.split(','),
  });
  process.stdout.write(config);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
}
