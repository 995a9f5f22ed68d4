/** Saves a Blob or data URL under `name` through a temporary link. */
export function downloadFile(data: Blob | string, name: string) {
  const url = typeof data === 'string' ? data : URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
  // The browser has taken the file by then; revoking at once can cancel the download in some.
  if (typeof data !== 'string') setTimeout(() => URL.revokeObjectURL(url), 1000);
}
