import { randomBytes } from 'node:crypto';
import { startProduct, type RunningProduct } from '../product';

export interface StartNodesOptions {
  count: number;
  /** The shared PostgreSQL (postgres.ts). */
  databaseUrl: string;
  /** The shared Redis (redis.ts). */
  redisUrl: string;
  /**
   * 'managed' (default): each node runs its own Janus, as in the first media shape of docs/deploy.md,
   * on an RTC port range of its own. 'none': no media server at all, for tests of everything else
   * (faster, and no Janus to wait for).
   */
  media?: 'managed' | 'none';
  /** Environment for every node (PUBLIC_URL, SMTP_URL...); it wins over the shared settings below. */
  env?: Record<string, string>;
  /** Environment for one node (0-based index); it wins over everything else. */
  envFor?: (index: number) => Record<string, string>;
  /** The nodes' ports, if the caller chose them already (one each); free ones by default. */
  ports?: number[];
}

export interface ClusterNode extends RunningProduct {
  /** 0-based, the order of `upstreams` given to nginx; the node's NODE_ID is `node-${index}`. */
  index: number;
  /** 127.0.0.1:PORT, as an nginx upstream. */
  address: string;
}

export interface RunningNodes {
  nodes: ClusterNode[];
  /** Every node's settings that must be identical: a test may start one more node with them. */
  sharedEnv: Record<string, string>;
  /** Stops every node still running and removes their data directories. */
  stop(): Promise<void>;
}

/**
 * Where the test's nginx (nginx.ts) connects to the nodes from: their upstreams are 127.0.0.1:PORT.
 * The only proxy the nodes trust; a test client takes another loopback address (request-from.ts).
 */
export const NGINX_SOURCE_ADDRESS = '127.0.0.1';

// Each node's managed Janus takes UDP ports from a range of its own (two Janus on one machine must not
// share one); 200 ports carry a test's few participants many times over.
const RTC_BASE_PORT = 30_000;
const RTC_PORTS_PER_NODE = 200;

/**
 * Starts `count` product nodes (e2e/support/product.ts, each with its own port and DATA_DIR, as
 * separate machines would have) that share PostgreSQL, Redis, SECRET_KEY and OPERATOR_TOKEN, and
 * trust the X-Forwarded-For of nginx alone (TRUST_PROXY=NGINX_SOURCE_ADDRESS), as behind nginx in
 * production. They start in parallel; PostgreSQL serialises their migrations.
 */
export async function startNodes(options: StartNodesOptions): Promise<RunningNodes> {
  const sharedEnv: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    SECRET_KEY: randomBytes(24).toString('hex'),
    OPERATOR_TOKEN: randomBytes(16).toString('hex'),
    TRUST_PROXY: NGINX_SOURCE_ADDRESS,
    ...options.env,
  };
  const starts = Array.from({ length: options.count }, (_, index) =>
    startProduct({
      ...(options.ports?.[index] === undefined ? {} : { port: options.ports[index] }),
      env: {
        ...sharedEnv,
        // The node's name in Redis and in its X-Node-Id header (to OPERATOR_TOKEN): node-0, node-1... after `index`.
        NODE_ID: `node-${index}`,
        ...mediaEnv(options.media ?? 'managed', index),
        ...options.envFor?.(index),
      },
    }).then((product): ClusterNode => ({ ...product, index, address: `127.0.0.1:${product.port}` })),
  );
  const settled = await Promise.allSettled(starts);
  const nodes = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => void (await Promise.all(nodes.map((node) => node.stop())));
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { nodes, sharedEnv, stop };
}

function mediaEnv(media: 'managed' | 'none', index: number): Record<string, string> {
  // A JANUS_PATH that does not exist: the node runs without a media server and says so once in its log.
  if (media === 'none') return { JANUS_PATH: '/nonexistent/janus' };
  const min = RTC_BASE_PORT + index * RTC_PORTS_PER_NODE;
  return { RTC_MIN_PORT: String(min), RTC_MAX_PORT: String(min + RTC_PORTS_PER_NODE - 1) };
}
