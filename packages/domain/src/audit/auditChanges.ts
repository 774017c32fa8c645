/** A record's fields as the audit log keeps them: plain JSON values. */
export type AuditValue =
  | string
  | number
  | boolean
  | null
  | AuditValue[]
  | { [key: string]: AuditValue };
export type AuditFields = Record<string, AuditValue | undefined>;

/** Fields that never enter the audit log, whatever the record: secrets. */
const SECRET = /password|token|secret|hash|otp/i;

export function isSecretField(name: string): boolean {
  return SECRET.test(name);
}

function same(a: AuditValue | undefined, b: AuditValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * What changed between two versions of a record, field by field (nested objects flattened to
 * `personalInfo.phoneNumber`): only the changed fields, on both sides, never a secret. A create
 * passes `before` null, a delete `after` null. Answers null when nothing worth recording changed.
 */
export function auditChanges(
  before: AuditFields | null,
  after: AuditFields | null,
): { before: Record<string, AuditValue> | null; after: Record<string, AuditValue> | null } | null {
  const flatBefore = before ? flatten(before) : {};
  const flatAfter = after ? flatten(after) : {};
  const changedBefore: Record<string, AuditValue> = {};
  const changedAfter: Record<string, AuditValue> = {};
  for (const key of new Set([...Object.keys(flatBefore), ...Object.keys(flatAfter)])) {
    if (isSecretField(key)) continue;
    const old = flatBefore[key];
    const next = flatAfter[key];
    if (same(old, next)) continue;
    if (before) changedBefore[key] = old ?? null;
    if (after) changedAfter[key] = next ?? null;
  }
  if (Object.keys(before ? changedBefore : changedAfter).length === 0) return null;
  return { before: before ? changedBefore : null, after: after ? changedAfter : null };
}

/** `{ a: { b: 1 } }` → `{ 'a.b': 1 }`; arrays stay whole (working days are one field). */
function flatten(fields: AuditFields, prefix = ''): Record<string, AuditValue> {
  const flat: Record<string, AuditValue> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      Object.assign(flat, flatten(value, path));
    } else {
      flat[path] = value;
    }
  }
  return flat;
}
