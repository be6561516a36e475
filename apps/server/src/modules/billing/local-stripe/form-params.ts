/**
 * Stripe's request encoding, as the `stripe` library writes it: form pairs (a POST body or a query
 * string) whose keys name nested values with brackets, `line_items[0][price]=price_1`,
 * `expand[0]=data.payments`. Read back into objects and arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

// Keys that would reach an object's prototype are dropped.
const forbidden = new Set(['__proto__', 'prototype', 'constructor']);

function decode(part: string): string {
  return decodeURIComponent(part.replace(/\+/g, ' '));
}

function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const nested = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!);
  return [match[1]!, ...nested];
}

type Node = { [key: string]: Node | string };

function assign(root: Node, path: string[], value: string): void {
  let node = root;
  for (const [index, rawKey] of path.entries()) {
    // `expand[]=a&expand[]=b`: an empty index appends.
    const key = rawKey === '' ? String(Object.keys(node).length) : rawKey;
    if (forbidden.has(key)) return;
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object') node[key] = {};
    node = node[key] as Node;
  }
}

/** Objects whose keys are 0, 1, 2... are the arrays they were written from. */
function arrays(node: Node | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const values = Object.fromEntries(keys.map((key) => [key, arrays(node[key]!)]));
  const isList = keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
  return isList ? keys.sort((a, b) => Number(a) - Number(b)).map((key) => values[key]!) : values;
}

export function parseFormParams(encoded: string): FormParams {
  const root: Node = {};
  for (const pair of encoded.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    assign(root, keyPath(key), decode(eq < 0 ? '' : pair.slice(eq + 1)));
  }
  return arrays(root) as FormParams;
}

/** Typed reads of a request's parameters; a value of the wrong kind reads as absent. */
export function text(params: FormParams | undefined, key: string): string | undefined {
  const value = params?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function flag(params: FormParams | undefined, key: string): boolean | undefined {
  const value = text(params, key);
  return value === undefined ? undefined : value === 'true';
}

export function whole(params: FormParams | undefined, key: string): number | undefined {
  const value = text(params, key);
  return value !== undefined && /^-?\d+$/.test(value) ? Number(value) : undefined;
}

export function nested(params: FormParams | undefined, key: string): FormParams | undefined {
  const value = params?.[key];
  return typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function list(params: FormParams | undefined, key: string): FormValue[] {
  const value = params?.[key];
  return Array.isArray(value) ? value : [];
}

/** `metadata[key]=value` pairs; Stripe keeps only strings. */
export function metadata(params: FormParams | undefined): Record<string, string> {
  const entries = Object.entries(nested(params, 'metadata') ?? {});
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
