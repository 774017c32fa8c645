export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page buttons to show: the first, the last, the current one with `siblings` on each side,
 * and an ellipsis for each gap. The count stays the same as the current page moves, so the
 * buttons don't jump. Pages count from 1.
 */
export function pageItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const slots = siblings * 2 + 5;
  if (totalPages <= slots) return range(1, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  const nearStart = current - siblings <= 3;
  const nearEnd = current + siblings >= totalPages - 2;
  if (nearStart) return [...range(1, slots - 2), 'ellipsis-end', totalPages];
  if (nearEnd) return [1, 'ellipsis-start', ...range(totalPages - (slots - 3), totalPages)];
  return [
    1,
    'ellipsis-start',
    ...range(current - siblings, current + siblings),
    'ellipsis-end',
    totalPages,
  ];
}
