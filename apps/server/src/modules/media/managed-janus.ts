import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Backoff } from './backoff';
import { freeLoopbackPort, isListening } from '#server/lib/free-port.ts';
import { janusConfigFiles } from './janus-config';
import { tiedToParent } from './parent-death';
import type { JanusInstall } from './janus-install';

export interface ManagedJanusOptions {
  install: JanusInstall;
  dataDir: string;
  rtcMinPort: number;
  rtcMaxPort: number;
  announcedIp: string | undefined;
  verbose: boolean;
  log: FastifyBaseLogger;
}

const READY_DEADLINE_MS = 15_000;
/** A run this long counts as healthy: the next crash restarts at once again. */
const STABLE_RUN_MS = 60_000;
const STOP_GRACE_MS = 5_000;
const OUTPUT_LINES_KEPT = 40;

/**
 * Janus as a supervised child process: a generated configuration under DATA_DIR, the WebSocket API on
 * a free loopback port, restarted with back-off when it dies, stopped with the server. Never blocks the
 * caller: 'ready' is emitted with the API URL once Janus accepts connections.
 */
export class ManagedJanus extends EventEmitter<{ ready: [url: string]; exited: [] }> {
  #child: ChildProcess | undefined;
  #url: string | undefined;
  #stopping = false;
  #restartTimer: NodeJS.Timeout | undefined;
  #backoff = new Backoff(500, 30_000);
  #output: string[] = [];

  constructor(private readonly options: ManagedJanusOptions) {
    super();
  }

  /** ws://127.0.0.1:port while Janus runs and listens; undefined while it starts or restarts. */
  get url(): string | undefined {
    return this.#url;
  }

  /** The running Janus process, if any. */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** The last lines Janus printed, for error reports. */
  get recentOutput(): string {
    return this.#output.join('\n');
  }

  start(): void {
    this.#stopping = false;
    void this.#launch().catch((error: unknown) => {
      this.options.log.error({ err: error }, 'could not start the media server (janus)');
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
    const { install, dataDir, log } = this.options;
    const port = await freeLoopbackPort();
    const folder = path.join(dataDir, 'janus');
    const emptyFolder = path.join(folder, 'none');
    fs.mkdirSync(emptyFolder, { recursive: true });
    const files = janusConfigFiles({
      install,
      configsFolder: folder,
      emptyFolder,
      wsPort: port,
      rtpMinPort: this.options.rtcMinPort,
      rtpMaxPort: this.options.rtcMaxPort,
      announcedIp: this.options.announcedIp,
      debugLevel: this.options.verbose ? 4 : 3,
    });
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
    if (this.#stopping) return;

    const launch = tiedToParent(install.binary, ['-C', path.join(folder, 'janus.jcfg'), '-F', folder, '-o']);
    const child = spawn(launch.command, launch.args, { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
    this.#child = child;
    const startedAt = Date.now();
    const keep = (chunk: Buffer) => {
      const lines = chunk.toString().split('\n').filter(Boolean);
      this.#output = [...this.#output, ...lines].slice(-OUTPUT_LINES_KEPT);
      if (this.options.verbose) lines.forEach((line) => log.debug({ janus: line }));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('error', (error) => log.error({ err: error }, 'the media server (janus) could not be run'));
    child.once('exit', (code, signal) => {
      this.#child = undefined;
      this.#url = undefined;
      this.emit('exited');
      if (this.#stopping) return;
      if (Date.now() - startedAt > STABLE_RUN_MS) this.#backoff.reset();
      log.warn({ code, signal, output: this.recentOutput }, 'the media server (janus) exited; restarting it');
      this.#scheduleRestart();
    });

    const deadline = Date.now() + READY_DEADLINE_MS;
    while (this.#child === child && !this.#stopping) {
      if (await isListening(port)) {
        this.#url = `ws://127.0.0.1:${port}`;
        log.info({ url: this.#url }, 'media server (janus) ready');
        this.emit('ready', this.#url);
        return;
      }
      if (Date.now() > deadline) {
        log.error({ output: this.recentOutput }, 'the media server (janus) did not open its API in time');
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
