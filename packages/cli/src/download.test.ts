import { existsSync } from 'node:fs';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StreamedDownload } from '@laundry/api-client';
import { describe, expect, it } from 'vitest';
import { saveDownload } from './download';

function downloadOf(chunks: string[], failAfter?: number): StreamedDownload {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && index === failAfter) {
        controller.error(new Error('connection reset'));
        return;
      }
      const chunk = chunks[index];
      index += 1;
      if (chunk === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(chunk));
    },
  });
  return { body, filename: null, contentType: null, size: null };
}

describe('saveDownload', () => {
  it('writes the whole file, owner-only, and counts its bytes', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'laundry-dl-')), 'report.xlsx');
    const { bytes } = await saveDownload({}, downloadOf(['abc', 'defg']), file, 'Exporting');
    expect(bytes).toBe(7);
    expect(await readFile(file, 'utf8')).toBe('abcdefg');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('leaves no file when the download breaks off or the check refuses it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'laundry-dl-'));
    const cut = join(folder, 'cut.jsonl');
    await expect(
      saveDownload({}, downloadOf(['abc', 'def'], 1), cut, 'Downloading'),
    ).rejects.toThrow('connection reset');
    expect(existsSync(cut) || existsSync(`${cut}.partial`)).toBe(false);

    const refused = join(folder, 'refused.jsonl');
    await expect(
      saveDownload({}, downloadOf(['abc']), refused, 'Downloading', async () => {
        throw new Error('no end line');
      }),
    ).rejects.toThrow('no end line');
    expect(existsSync(refused) || existsSync(`${refused}.partial`)).toBe(false);
  });
});
