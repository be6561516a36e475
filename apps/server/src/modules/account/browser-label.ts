/**
 * Names the browser and system of a User-Agent header for the account page: 'Chrome on Linux'. A
 * short table instead of a parsing library: the page needs a recognisable name, not versions or
 * device models, and the order below handles the browsers that also claim to be another (Edge and
 * Opera say Chrome, Chrome says Safari, every iPhone browser says Safari).
 */
export interface BrowserLabel {
  browser: string | null;
  os: string | null;
  label: string;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(curl|Wget)\//, 'Command line'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (table: Array<[RegExp, string]>, text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function browserLabel(userAgent: string | null): BrowserLabel {
  const text = userAgent ?? '';
  const browser = firstMatch(BROWSERS, text);
  const os = firstMatch(SYSTEMS, text);
  const label =
    browser && os ? `${browser} on ${os}` : (browser ?? (os ? `Unknown browser on ${os}` : 'Unknown browser'));
  return { browser, os, label };
}
