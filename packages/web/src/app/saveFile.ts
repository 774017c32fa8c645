import type { Download } from '@laundry/api-client';

/** Hands `blob` to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns; free it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Hands downloaded bytes to the browser as a file named `filename`. */
export function saveDownload(file: Download, fallbackName: string): string {
  const name = file.filename || fallbackName;
  saveFile(new Blob([file.data], { type: file.contentType ?? 'application/octet-stream' }), name);
  return name;
}
