// Every `import ... from 'zod'` of the web build resolves to this module (vite.config.ts), so zod is
// configured before any schema parses, wherever the first parse happens, and zod itself stays out of
// the start-up bundle: the landing page parses nothing (decision record 060).
//
// zod compiles object parsers with `new Function` when it may. Our Content-Security-Policy allows no
// eval (script-src 'self' 'wasm-unsafe-eval'), and even zod's probe for it is reported as a
// violation, so the browser build parses without that speed-up; forms and replies are small.
import { config, z } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
