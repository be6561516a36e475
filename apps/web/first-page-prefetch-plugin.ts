import type { Plugin } from 'vite';

const ENTRY = 'src/app/first-page-prefetch.ts';

/**
 * Builds src/app/first-page-prefetch.ts as an entry of its own and puts it in index.html's head as an async
 * module script, so it runs as soon as it arrives, while the start-up bundle still downloads (decision
 * record 060). Vite folds every module script written into index.html into one entry, hence the plugin.
 * Production builds only: the dev server loads modules one by one anyway.
 */
export function firstPagePrefetch(): Plugin {
  return {
    name: 'vm-first-page-prefetch',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: {
            index: new URL('./index.html', import.meta.url).pathname,
            'first-page-prefetch': new URL(`./${ENTRY}`, import.meta.url).pathname,
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith(ENTRY),
        );
        if (!chunk) throw new Error(`${ENTRY} was not built as an entry`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
