// Page tests wait for lazily loaded chunks, which the first test of a run has to transform; on a
// busy machine that takes seconds. Generous limits, since these tests check behaviour, never speed.
export const slow = { timeout: 10_000 };
export const TEST_TIMEOUT_MS = 30_000;
