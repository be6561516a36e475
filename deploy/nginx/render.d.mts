export interface NginxConfigOptions {
  /** The nodes' addresses, `host:port`. */
  nodes: string[];
  /** nginx listen addresses of the public server (default `80`). */
  listen?: string[];
  serverName?: string;
  tls?: { certificate: string; key: string };
  maxFails?: number;
  failTimeout?: string;
  /** Tests only: one listen address per node, each forwarding to that node alone. */
  pin?: string[];
}
export declare function renderNginxConfig(options: NginxConfigOptions): string;
export declare function fill(text: string, values: Record<string, string>): string;
