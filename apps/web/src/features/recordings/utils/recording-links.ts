/**
 * The signed link with `download=1`, which asks the server for an attachment (Content-Disposition)
 * rather than a video the browser may play in its own tab.
 */
export function downloadHref(downloadUrl: string): string {
  return `${downloadUrl}${downloadUrl.includes('?') ? '&' : '?'}download=1`;
}
