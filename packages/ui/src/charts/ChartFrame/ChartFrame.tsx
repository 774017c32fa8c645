import type { ReactNode } from 'react';
import * as styles from './ChartFrame.css';
import { useElementWidth } from './useElementWidth';

export interface ChartFrameProps {
  /** Names the figure; the drawing inside is an image of that name to screen readers. */
  label: string;
  height: number;
  /** Shown instead of the chart when there is nothing to draw. */
  isEmpty: boolean;
  emptyMessage: ReactNode;
  children: (width: number) => ReactNode;
}

/** Measures the available width and hands it to a Victory chart; an empty box when no data. */
export function ChartFrame({ label, height, isEmpty, emptyMessage, children }: ChartFrameProps) {
  const { ref, width } = useElementWidth<HTMLElement>();
  return (
    <figure ref={ref} className={styles.frame} aria-label={label}>
      {isEmpty ? (
        <div className={styles.empty} style={{ height }}>
          {emptyMessage}
        </div>
      ) : (
        children(width)
      )}
    </figure>
  );
}
