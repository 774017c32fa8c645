/** What fitting needs to know of a column. */
export interface FittableColumn {
  key: string;
  /** 1 (the default) never drops; a higher number drops earlier as the table narrows. */
  priority?: number;
  /** Pixels the column needs to read well. */
  minWidth?: number;
}

export const DEFAULT_MIN_WIDTH = 120;

/**
 * The keys of the columns that fit `available` pixels: while the columns' minimum widths add up
 * to more, the one with the highest priority number goes (the rightmost of equals). Columns of
 * priority 1 always stay. An unknown width (0, before the first measure) keeps every column.
 */
export function fitColumns(
  columns: readonly FittableColumn[],
  available: number,
  reserved = 0,
): Set<string> {
  const shown = new Set(columns.map((column) => column.key));
  if (available <= 0) return shown;
  const width = (column: FittableColumn) => column.minWidth ?? DEFAULT_MIN_WIDTH;
  let needed = reserved + columns.reduce((sum, column) => sum + width(column), 0);
  while (needed > available) {
    let drop: FittableColumn | undefined;
    for (const column of columns) {
      const priority = column.priority ?? 1;
      if (!shown.has(column.key) || priority <= 1) continue;
      if (!drop || priority >= (drop.priority ?? 1)) drop = column;
    }
    if (!drop) break;
    shown.delete(drop.key);
    needed -= width(drop);
  }
  return shown;
}
