import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { freeLoopbackPort, isListeningOn } from '#server/lib/free-port.ts';
import { Backoff } from '../backoff';
import { tiedToParent } from '../parent-death';
import { managedTurnAddress, type ManagedTurnAddress } from './managed-turn-address';
import { turnServerConfig } from './turn-config';

export interface ManagedCoturnOptions {
  binary: string;
  dataDir: string;
  /** 0: a free port at each launch (tests run many products at once). */
  port: number;
  secret: string;
  realm: string;
  allowedPeers: string[];
  verbose: boolean;
  log: FastifyBaseLogger;
  /** Where it listens (managed-turn-address.ts, from HOST); 127.0.0.1 unless said. */
  address?: ManagedTurnAddress;
  /** TURN over TLS (TURN_TLS_PORT, 0: a free port at each launch) with its PEM files; none unless said. */
  tls?: { port: number; certFile: string; keyFile: string };
}

const READY_DEADLINE_MS = 15_000;
const STABLE_RUN_MS = 60_000;
const STOP_GRACE_MS = 5_000;
const OUTPUT_LINES_KEPT = 40;

/**
 * coturn as a supervised child process, like the managed Janus: its configuration under DATA_DIR/turn
 * (readable by us alone: it holds the secret, which never goes on a command line or into a log),
 * restarted with back-off when it dies, stopped with the server and killed with it if we die first.
 */
export class ManagedCoturn {
  #child: ChildProcess | undefined;
  #port: number | undefined;
  #tlsPort: number | undefined;
  #stopping = false;
  #restartTimer: NodeJS.Timeout | undefined;
  #backoff = new Backoff(500, 30_000);
  #output: string[] = [];

  readonly address: ManagedTurnAddress;

  constructor(private readonly options: ManagedCoturnOptions) {
    this.address = options.address ?? managedTurnAddress('127.0.0.1');
  }

  /** The port coturn listens on, once it does; undefined while it starts or restarts. */
  get port(): number | undefined {
    return this.#port;
  }

  /** The port of TURN over TLS, once coturn listens there; undefined without TLS or while it starts. */
  get tlsPort(): number | undefined {
    return this.#tlsPort;
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  start(): void {
    this.#stopping = false;
    void this.#launch().catch((error: unknown) => {
      this.options.log.error({ err: error }, 'could not start the TURN server (coturn)');
      this.#scheduleRestart();
    });
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    clearTimeout(this.#restartTimer);
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  async #launch(): Promise<void> {
    const { binary, dataDir, log } = this.options;
    const port = this.options.port === 0 ? await freeLoopbackPort() : this.options.port;
    let tlsPort = this.options.tls?.port;
    // Two free ports asked for one after the other may be the same one.
    while (tlsPort === 0 || tlsPort === port) tlsPort = await freeLoopbackPort();
    const tls = this.options.tls && tlsPort !== undefined ? { ...this.options.tls, port: tlsPort } : undefined;
    const folder = path.join(dataDir, 'turn');
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const configFile = path.join(folder, 'turnserver.conf');
    const text = turnServerConfig({
      listeningIp: this.address.listeningIp,
      port,
      realm: this.options.realm,
      secret: this.options.secret,
      allowedPeers: this.options.allowedPeers,
      pidFile: path.join(folder, 'turnserver.pid'),
      userDb: path.join(folder, 'turndb'),
      verbose: this.options.verbose,
      tls,
    });
    fs.writeFileSync(configFile, text, { mode: 0o600 });
    fs.chmodSync(configFile, 0o600);
    if (this.#stopping) return;

    const launch = tiedToParent(binary, ['-c', configFile]);
    const child = spawn(launch.command, launch.args, { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
    this.#child = child;
    const startedAt = Date.now();
    const keep = (chunk: Buffer) => {
      const lines = chunk.toString().split('\n').filter(Boolean);
      this.#output = [...this.#output, ...lines].slice(-OUTPUT_LINES_KEPT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('error', (error) => log.error({ err: error }, 'the TURN server (coturn) could not be run'));
    child.once('exit', (code, signal) => {
      this.#child = undefined;
      this.#port = undefined;
      this.#tlsPort = undefined;
      if (this.#stopping) return;
      if (Date.now() - startedAt > STABLE_RUN_MS) this.#backoff.reset();
      log.warn({ code, signal, output: this.#output.join('\n') }, 'the TURN server (coturn) exited; restarting it');
      this.#scheduleRestart();
    });

    const deadline = Date.now() + READY_DEADLINE_MS;
    while (this.#child === child && !this.#stopping) {
      // Ready once every port it should open is open: a TLS listener coturn could not set up (a
      // certificate it cannot read, 443 without the right to bind it) keeps it from counting as ready.
      const open = await isListeningOn(this.address.probeIp, port);
      if (open && (!tls || (await isListeningOn(this.address.probeIp, tls.port)))) {
        this.#port = port;
        this.#tlsPort = tls?.port;
        log.info(
          { address: this.address.listeningIp ?? 'every address', port, tlsPort: tls?.port },
          'TURN server (coturn) ready',
        );
        return;
      }
      if (Date.now() > deadline) {
        log.error({ output: this.#output.join('\n') }, 'the TURN server (coturn) did not open its port in time');
        child.kill('SIGKILL');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  #scheduleRestart(): void {
    if (this.#stopping) return;
    clearTimeout(this.#restartTimer);
    this.#restartTimer = setTimeout(() => this.start(), this.#backoff.next());
    this.#restartTimer.unref();
  }
}
