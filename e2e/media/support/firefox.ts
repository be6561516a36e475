// Firefox in the media tests (docs/decisions/039): Debian's Firefox ESR driven by
// puppeteer-core over WebDriver BiDi (Playwright drives only its own patched Firefox), with a fake
// camera and microphone, WebRTC that works inside e2e/run-in-netns.sh's namespace, and a PulseAudio
// null sink as its audio output. Pages act through the room's interface by role and name, and read
// the room's test hook with the same checks as the Chromium pages (room-ui-helpers.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { Puppeteer, type Browser, type Page } from 'puppeteer-core';
import { onTestFinished } from 'vitest';
import type { Meeting } from '@vm/contracts';
import {
  flowingIn,
  readRoomStats,
  roomPageInit,
  roomPageInitArgs,
  unique,
  type Inbound,
  type Person,
} from '../room-ui-helpers';

/** Debian's Firefox ESR (scripts/ensure-firefox.mjs installs it); FIREFOX_PATH for another. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const firefoxPrefs = {
  // A fake camera and microphone, allowed without a prompt.
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
  // Host candidates on loopback addresses and the veth's 127.1.0.1, shown as addresses, not mDNS names.
  'media.peerconnection.ice.loopback': true,
  'media.peerconnection.ice.obfuscate_host_addresses': false,
  // Without a stored camera and microphone permission Firefox gathers only the default route's
  // candidates, and the namespace has no default route: nothing would connect.
  'permissions.default.camera': 1,
  'permissions.default.microphone': 1,
};

const startDeadlineMs = 10_000;

/**
 * A PulseAudio daemon of our own with one null sink: without an audio output device Firefox's
 * AudioContext never starts, and neither would the room's microphone pipeline. Runs as whoever runs
 * the tests (root here, without --system, so in a runtime directory of its own) until stop().
 */
async function startNullSink(): Promise<{ server: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'vm-pulse-'));
  const socket = join(dir, 'native');
  let output = '';
  const child: ChildProcess = spawn(
    'pulseaudio',
    [
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--use-pid-file=no',
      // -n: none of the machine's default.pa (no hardware, no D-Bus); only these two modules.
      '-n',
      '--load=module-null-sink',
      `--load=module-native-protocol-unix auth-anonymous=1 socket=${socket}`,
      '--log-target=stderr',
      '--log-level=error',
    ],
    {
      env: { ...process.env, HOME: dir, PULSE_RUNTIME_PATH: dir, XDG_RUNTIME_DIR: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  let gone = false;
  const exited = new Promise<void>((resolve) => {
    const done = () => {
      gone = true;
      resolve();
    };
    child.once('exit', done);
    // Not installed: no process, so no 'exit'.
    child.once('error', (error) => {
      output += error.message;
      done();
    });
  });
  const stop = async () => {
    if (!gone) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startDeadlineMs;
  while (!existsSync(socket)) {
    if (gone || Date.now() > deadline) {
      await stop();
      throw new Error(`PulseAudio did not start (run 'node scripts/ensure-firefox.mjs'): ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { server: `unix:${socket}`, stop };
}

export interface OpenFirefoxRoomOptions {
  /** console.error texts (substrings or patterns) this test expects; any other fails the test. */
  allowConsoleErrors?: (string | RegExp)[];
  /** A further script to run in the page before the app (after the room's test hook is turned on). */
  initScript?: () => void;
}

export interface LaunchFirefoxOptions {
  /**
   * false: no PulseAudio, so Firefox has no audio output device and its AudioContexts never start
   * (what decision record 039 found on machines without one). True by default.
   */
  audioOutput?: boolean;
  /** Runs Firefox inside a test host's network namespace (support/firefox-in-namespace.ts). */
  inNamespace?: { executablePath: string; debuggingPort: number };
  /** Hosts whose plain-HTTP pages count as secure (camera and microphone need that), as on loopback. */
  secureHosts?: string[];
}

/** One Firefox with its own null sink; every participant opened in it gets a fresh context. */
export class Firefox {
  private constructor(
    readonly browser: Browser,
    private readonly sink: { stop(): Promise<void> } | undefined,
  ) {}

  static async launch(options: LaunchFirefoxOptions = {}): Promise<Firefox> {
    try {
      accessSync(firefoxPath, constants.X_OK);
    } catch {
      throw new Error(`Firefox not found at ${firefoxPath}: run 'node scripts/ensure-firefox.mjs'`);
    }
    const sink = options.audioOutput === false ? undefined : await startNullSink();
    try {
      const browser = await puppeteer.launch({
        browser: 'firefox',
        protocol: 'webDriverBiDi',
        executablePath: options.inNamespace?.executablePath ?? firefoxPath,
        debuggingPort: options.inNamespace?.debuggingPort,
        headless: true,
        // Without a sink, a server that is not there: whatever PulseAudio the machine may run for this
        // user, Firefox then has no output device.
        env: { ...process.env, PULSE_SERVER: sink?.server ?? 'unix:/nonexistent/pulse/native' },
        extraPrefsFirefox: {
          ...firefoxPrefs,
          ...(options.secureHosts ? { 'dom.securecontext.allowlist': options.secureHosts.join(',') } : {}),
        },
      });
      return new Firefox(browser, sink);
    } catch (error) {
      await sink?.stop();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
    await this.sink?.stop();
  }

  /**
   * /room/{code} of the product at `baseUrl` in a fresh context, signed in as `person` if given,
   * with the room's test hook on. Must be called inside a test: when the test finishes the context
   * closes, and the test fails if a page threw or logged a console.error that was not allowed (the
   * rule of support/browser.ts's openPage), or broke the Content-Security-Policy.
   */
  async openRoom(
    baseUrl: string,
    meeting: Meeting,
    person?: Person,
    options: OpenFirefoxRoomOptions = {},
  ): Promise<FirefoxRoomPage> {
    const context = await this.browser.createBrowserContext();
    // A window of its own: a second tab in one window is a background tab, whose timers and frames
    // Firefox throttles (every click and query then took seconds).
    const page = await context.newPage({ type: 'window' });
    const unexpected: string[] = [];
    const allowed = options.allowConsoleErrors ?? [];
    page.on('pageerror', (error: unknown) =>
      unexpected.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
    );
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const isAllowed = allowed.some((rule) => (typeof rule === 'string' ? text.includes(rule) : rule.test(text)));
      if (!isAllowed) unexpected.push(`console.error at ${message.location().url ?? page.url()}: ${text}`);
    });
    onTestFinished(async () => {
      await context.close().catch(() => undefined);
      if (unexpected.length > 0) throw new Error(`Unexpected errors in Firefox:\n${unexpected.join('\n')}`);
    });
    await page.setViewport({ width: 1280, height: 720 });
    await page.evaluateOnNewDocument(roomPageInit, roomPageInitArgs(person));
    // A policy violation shows as a console.error, which the rule above does not allow.
    await page.evaluateOnNewDocument(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
      ),
    );
    if (options.initScript) await page.evaluateOnNewDocument(options.initScript);
    await page.goto(`${baseUrl}/room/${meeting.meetingId}`);
    return new FirefoxRoomPage(page);
  }
}

/**
 * `::-p-role(button|Join now)`: the elements of that ARIA role (explicit, or implied by the tag for
 * the few this app uses) whose name is exactly the text after `|`. The name is computed in the page
 * the way this app names things: aria-label, aria-labelledby, an input's label, else the text of
 * the element without its aria-hidden parts. Firefox's own accessibility query (puppeteer's
 * `::-p-aria`) turns on its accessibility engine, after which each lookup took 2 to 6 seconds here
 * once video played and the whole page slowed (the three-person test took 122 s instead of 19 s).
 * The Chromium tests (Playwright's getByRole) check the real accessible names.
 */
function queryByRole(root: Node, selector: string): Element[] {
  const bar = selector.indexOf('|');
  const role = selector.slice(0, bar);
  const name = selector.slice(bar + 1);
  const implicit: Record<string, string> = {
    button: 'button, input[type=button], input[type=submit]',
    heading: 'h1, h2, h3, h4, h5, h6',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=search], textarea',
    link: 'a[href]',
    figure: 'figure',
  };
  const scope = root as ParentNode;
  const candidates = [...scope.querySelectorAll(`[role="${role}"]${implicit[role] ? `, ${implicit[role]}` : ''}`)];
  function clean(text: string): string {
    return text.replace(/\s+/g, ' ').trim();
  }
  function textOf(node: Node): string {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(textOf).join('');
  }
  function nameOf(element: Element): string {
    const label = element.getAttribute('aria-label');
    if (label) return clean(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return clean(
        labelledBy
          .split(/\s+/)
          .map((id) => textOf(document.getElementById(id) ?? document.createElement('i')))
          .join(' '),
      );
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return clean([...labels].map(textOf).join(' '));
    return clean(textOf(element)) || clean(element.getAttribute('title') ?? '');
  }
  return candidates.filter((element) => (element.getAttribute('role') ?? role) === role && nameOf(element) === name);
}

if (!Puppeteer.customQueryHandlerNames().includes('role')) {
  Puppeteer.registerCustomQueryHandler('role', { queryAll: queryByRole });
}

/** A room page in Firefox, driven as room-ui-helpers.ts drives Chromium's: by role and name. */
export class FirefoxRoomPage {
  constructor(readonly page: Page) {}

  /** The element of that ARIA role whose accessible name is exactly `name`. */
  private byRole(role: string, name: string) {
    return this.page.locator(`::-p-role(${JSON.stringify(`${role}|${name}`)})`);
  }

  async expectVisible(role: string, name: string, timeoutMs = 15_000): Promise<void> {
    await this.byRole(role, name).setVisibility('visible').setTimeout(timeoutMs).wait();
  }

  async click(role: string, name: string, timeoutMs = 15_000): Promise<void> {
    await this.byRole(role, name).setTimeout(timeoutMs).click();
  }

  async fill(label: string, value: string): Promise<void> {
    await this.byRole('textbox', label).fill(value);
  }

  /** Waits until an element of that role and name shows `text`. */
  async expectText(role: string, name: string, text: string, timeoutMs = 15_000): Promise<void> {
    const container = await this.byRole(role, name).setTimeout(timeoutMs).waitHandle();
    try {
      await container.waitForSelector(`::-p-text(${JSON.stringify(text)})`, { visible: true, timeout: timeoutMs });
    } finally {
      await container.dispose();
    }
  }

  /** Waits until that toggle button (aria-pressed) is on, or off. */
  async expectPressed(role: string, name: string, pressed: boolean, timeoutMs = 15_000): Promise<void> {
    const locator = this.byRole(role, name).setTimeout(timeoutMs);
    // The predicates run in the page, so each is written out rather than closing over `pressed`.
    await (
      pressed
        ? locator.filter((element) => element.getAttribute('aria-pressed') === 'true')
        : locator.filter((element) => element.getAttribute('aria-pressed') === 'false')
    ).wait();
  }

  /** Waits until some element on the page shows `text`. */
  async expectTextOnPage(text: string, timeoutMs = 15_000): Promise<void> {
    await this.page
      .locator(`::-p-text(${JSON.stringify(text)})`)
      .setVisibility('visible')
      .setTimeout(timeoutMs)
      .wait();
  }

  /** The guest form of a room opened signed out (joinAsGuest in room-ui-helpers.ts). */
  async joinAsGuest(name: string): Promise<void> {
    await this.expectVisible('heading', 'Join as a guest', 30_000);
    await this.fill('Your name', name);
    await this.fill('Your e-mail', unique(name));
    await this.click('button', 'Continue');
  }

  /** The pre-join screen, then Join now; returns once in the room. */
  async joinNow(): Promise<void> {
    await this.expectVisible('heading', 'Ready to join?', 30_000);
    await this.click('button', 'Join now');
    await this.expectVisible('button', 'Leave', 30_000);
  }

  stats(): Promise<Inbound[]> {
    return this.page.evaluate(readRoomStats);
  }

  /** flowing() of room-ui-helpers.ts: media of `source` from `senders` participants keeps arriving. */
  flowing(source: string, senders: number, timeoutMs?: number): Promise<void> {
    return flowingIn(() => this.stats(), source, senders, timeoutMs);
  }
}
