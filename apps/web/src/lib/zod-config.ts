import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may. Our Content-Security-Policy allows no
// eval (script-src 'self' 'wasm-unsafe-eval'), and even zod's probe for it is reported as a
// violation, so the browser build parses without that speed-up; forms and replies are small.
z.config({ jitless: true });
