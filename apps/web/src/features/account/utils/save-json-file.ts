/**
 * Saves data as a JSON file with the browser's own download (a temporary object URL on a link
 * with `download`), so the signed-in request can carry its token and the person still gets a file.
 */
export function saveJsonFile(filename: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL only has to live until then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
