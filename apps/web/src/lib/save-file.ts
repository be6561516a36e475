import type { DownloadedFile } from './api-client';

/**
 * Hands a file fetched with the session (which a plain link cannot send) to the browser as a
 * download, under the name the server gave it.
 */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName ?? fallbackName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the object URL after click() returns; a minute later it is surely done with.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
