/** The worklet's registered name; its own file so the main thread does not import the worklet. */
export const RNNOISE_PROCESSOR = 'rnnoise-suppressor';
