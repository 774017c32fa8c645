import type { Download } from '@laundry/api-client';
import { saveFile } from '../../app/saveFile';

/** Hands downloaded bytes to the browser as a file named `filename`. */
export function saveDownload(file: Download, fallbackName: string): string {
  const name = file.filename || fallbackName;
  saveFile(new Blob([file.data], { type: file.contentType ?? 'application/octet-stream' }), name);
  return name;
}
