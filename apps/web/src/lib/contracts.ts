/**
 * The shared zod schemas, loaded on first use. Validating needs zod (about 25 kB gzipped), and the
 * landing page, which most visitors see first, validates nothing; so the start-up bundle imports
 * contract *types* only and the schemas arrive when a stored user or an error reply is checked.
 */
export const loadContracts = () => import('@vm/contracts');
