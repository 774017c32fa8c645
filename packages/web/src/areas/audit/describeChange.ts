import type { AuditEntry } from '@laundry/domain';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== null && inner !== undefined)
      .map(([key, inner]) => `${key}: ${show(inner)}`)
      .join(', ');
  }
  return String(value);
}

/** 'employmentInfo.position: Washer → Ironer', one line per changed field. */
export function describeChange(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys].map((key) => {
    const before = entry.before ? show(entry.before[key]) : null;
    const after = entry.after ? show(entry.after[key]) : null;
    if (before === null) return `${key}: ${after}`;
    if (after === null) return `${key}: ${before} (removed)`;
    return `${key}: ${before} → ${after}`;
  });
}
