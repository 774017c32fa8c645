import { SingleBar } from 'cli-progress';
import type { CliContext } from './context';

export interface Progress {
  increment(by?: number): void;
  stop(): void;
}

const silent: Progress = { increment() {}, stop() {} };

/**
 * A progress bar on standard error for long work (cli-progress), drawn only when standard error
 * is a terminal: piped or captured output stays free of it.
 */
export function startProgress(
  context: Pick<CliContext, 'progressStream'>,
  total: number,
  label: string,
  unit = '',
): Progress {
  if (!context.progressStream || total <= 0) return silent;
  const bar = new SingleBar({
    stream: context.progressStream,
    format: `${label} [{bar}] {percentage}% | {value}/{total}${unit}`,
    barsize: 30,
    hideCursor: true,
    clearOnComplete: true,
    etaBuffer: 50,
  });
  bar.start(total, 0);
  return {
    increment: (by = 1) => bar.increment(by),
    stop: () => bar.stop(),
  };
}
