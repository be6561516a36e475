// Fixed numbers of the web app (docs/product.md, 'Numbers and limits'), named once.
export const API_BASE_PATH = '/api/VideoMeeting';
export const REQUEST_TIMEOUT_MS = 30_000;
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_COUNT = 3;
export const TOAST_DURATION_MS = 4000;
