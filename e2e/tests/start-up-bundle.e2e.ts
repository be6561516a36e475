import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from '../support/product';

// What a first visit downloads before anything runs (decision record 060), read from the build the
// end-to-end tests serve (WEB_DIST_DIR, as the server reads it, or apps/web/dist). The landing page's
// speed on a phone is a benchmark figure (bench/lighthouse.ts); this checks the structure behind it:
// the start-up bundle holds neither zod nor the marketing texts, and the first page's code is asked for
// by a small entry of its own that runs while the bundle downloads.
describe('the start-up bundle', () => {
  const dist = resolve(process.env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist'));
  const read = (file: string) => readFileSync(join(dist, file), 'utf8');
  const html = read('index.html');
  const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="\/([^"]+)"/g)].map(([, attributes = '', src = '']) => ({
    src,
    async: /\basync\b/.test(attributes),
  }));

  /** A chunk and every chunk it imports statically, by file name: what must arrive before it runs. */
  function staticClosure(entry: string): Map<string, string> {
    const chunks = new Map<string, string>();
    const visit = (file: string) => {
      if (chunks.has(file)) return;
      const code = read(file);
      chunks.set(file, code);
      // `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./x.js"`; not `import(`./x.js`)`.
      for (const [, name] of code.matchAll(
        /\b(?:import|export)\s*(?:[\w$*{},\s]+?from\s*)?["']\.\/([\w.-]+\.js)["']/g,
      )) {
        visit(`assets/${name}`);
      }
    };
    visit(entry);
    return chunks;
  }

  const entry = scripts.find((script) => !script.async);
  const startUp = staticClosure(entry?.src ?? 'missing entry');
  const startUpCode = [...startUp.values()].join('\n');

  test('holds no zod: the landing page validates nothing', () => {
    expect(startUp.size).toBeGreaterThan(0);
    expect(startUpCode.includes('$ZodType'), 'zod in the start-up bundle').toBe(false);
  });

  test('holds no marketing texts, which come as a chunk of their own', () => {
    const tagline = 'Connect. Collaborate. Create.';
    expect(startUpCode.includes(tagline), 'marketing texts in the start-up bundle').toBe(false);
    const prefetch = scripts.find((script) => script.async);
    expect(prefetch, 'an async module script in index.html').toBeDefined();
    const prefetchCode = read(prefetch!.src);
    const textsChunk = /["'`]\.\/(marketing-texts-[\w-]+\.js)["'`]/.exec(prefetchCode)?.[1];
    expect(textsChunk, 'the first-page entry asks for the marketing texts').toBeDefined();
    expect(read(`assets/${textsChunk}`).includes(tagline), 'the tagline in the texts chunk').toBe(true);
  });

  test("the pricing page's own chunks hold neither the schemas nor the toast library", () => {
    const prefetchCode = read(scripts.find((script) => script.async)!.src);
    const pricing = /import\(["'`]\.\/(pricing-[\w-]+\.js)["'`]\)/.exec(prefetchCode)?.[1];
    expect(pricing, 'the first-page entry asks for the pricing chunk').toBeDefined();
    const code = [...staticClosure(`assets/${pricing}`).values()].join('\n');
    expect(code.includes('$ZodType'), 'zod in the pricing chunks').toBe(false);
    expect(code.includes('data-sonner-toaster'), 'the toast library in the pricing chunks').toBe(false);
  });

  test("a small entry ahead of the bundle asks for the landing page's chunk while the bundle downloads", () => {
    const prefetch = scripts.find((script) => script.async)!;
    expect(scripts.indexOf(prefetch)).toBeLessThan(scripts.indexOf(entry!));
    const prefetchCode = read(prefetch.src);
    expect(prefetchCode).toMatch(/import\(["'`]\.\/landing-[\w-]+\.js["'`]\)/);
    // Small, and nothing of the start-up bundle in it: it must arrive long before the bundle does.
    expect(prefetchCode.length).toBeLessThan(8_000);
    expect(startUp.has(prefetch.src)).toBe(false);
  });
});
