import { Skeleton } from '../Skeleton/Skeleton';
import { Tile, TileGrid } from '../TileGrid/TileGrid';
import type { ListView } from '../ViewSwitch/ViewSwitch';
import * as styles from './ListSkeleton.css';

export interface ListSkeletonProps {
  view: ListView;
  /** Names what is loading, e.g. 'Loading customers'. */
  label: string;
  /** Placeholder rows or tiles. */
  count?: number;
}

// Fixed widths that vary row to row, so the placeholder reads as text and not as bars.
const widths = ['62%', '48%', '71%', '55%', '66%', '43%'];
const width = (index: number) => widths[index % widths.length] ?? '60%';

/** What a list shows while its first page loads: placeholder rows (table) or tiles (grid). */
export function ListSkeleton({ view, label, count = view === 'grid' ? 6 : 5 }: ListSkeletonProps) {
  const keys = Array.from({ length: count }, (_, index) => index);
  if (view === 'grid') {
    return (
      <div aria-busy="true" role="status" aria-label={label}>
        <TileGrid label={label}>
          {keys.map((index) => (
            <Tile
              key={index}
              title={
                <div className={styles.person}>
                  <Skeleton width={40} height={40} radius="full" />
                  <div className={styles.lines}>
                    <Skeleton width={width(index)} />
                    <Skeleton width={width(index + 2)} />
                  </div>
                </div>
              }
            >
              <Skeleton height={40} />
            </Tile>
          ))}
        </TileGrid>
      </div>
    );
  }
  return (
    <div aria-busy="true" role="status" aria-label={label}>
      <ul className={styles.rows}>
        {keys.map((index) => (
          <li key={index} className={styles.row}>
            <Skeleton width={32} height={32} radius="full" />
            <Skeleton width={width(index)} />
            <Skeleton width={width(index + 1)} />
            <span className={styles.wideOnly}>
              <Skeleton width={width(index + 3)} />
            </span>
            <span className={styles.wideOnly}>
              <Skeleton width={width(index + 4)} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
