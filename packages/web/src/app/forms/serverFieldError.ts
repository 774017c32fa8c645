import { isApiError } from '@laundry/api-client';

/** Whether `path` ('address.city') names a value of the form, judged by its default values. */
function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * The field a server failure names (`{ success: false, message, field }`), when the form has it:
 * the message then goes under that field rather than above the form.
 */
export function serverFieldError(
  error: unknown,
  defaultValues: unknown,
): { field: string; message: string } | null {
  if (!isApiError(error) || !error.field || !hasPath(defaultValues, error.field)) return null;
  return { field: error.field, message: error.message };
}
