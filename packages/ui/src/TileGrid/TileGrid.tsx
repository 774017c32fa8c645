import type { ReactNode } from 'react';
import * as styles from './TileGrid.css';

export interface TileGridProps {
  /** Names the list for screen readers, e.g. 'Customers'. */
  label: string;
  /** True while the shown tiles are being refreshed. */
  busy?: boolean;
  children: ReactNode;
}

/** A list of cards, one column on phones, two on tablets, three on desktops. */
export function TileGrid({ label, busy, children }: TileGridProps) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

export interface TileProps {
  /** The top row: who or what it is (start) and its actions menu (end). */
  title: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** One card of a TileGrid. */
export function Tile({ title, actions, children }: TileProps) {
  return (
    <li className={styles.tile}>
      <div className={styles.head}>
        {title}
        {actions}
      </div>
      {children}
    </li>
  );
}
