import { percentile } from '../measure';

/** Latencies and outcomes of one action. */
export class ActionStats {
  readonly ms: number[] = [];
  errors = 0;
  readonly statuses = new Map<number, number>();

  add(ms: number, ok: boolean, status: number) {
    this.ms.push(ms);
    if (!ok) this.errors += 1;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  summary() {
    const sorted = [...this.ms].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? 0,
    };
  }

  /** "200×120, 503×4" */
  statusList(): string {
    return [...this.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ');
  }
}

export const fixed = (ms: number) => ms.toFixed(ms < 10 ? 1 : 0);
