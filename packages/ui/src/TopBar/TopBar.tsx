import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAppShell } from '../AppShell/AppShellContext';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './TopBar.css';

export interface TopBarProps {
  /** The left side: a page title or a search field. */
  start?: ReactNode;
  /** The right side: clock, notifications, user menu. */
  end?: ReactNode;
  /** Gains a background, a border and a shadow (once the page has scrolled). */
  elevated?: boolean;
  /** The label of the menu button that opens the drawer inside an AppShell on small screens. */
  menuLabel?: string;
}

/**
 * The bar at the top of the page; it stays while the page scrolls. Inside an AppShell on phones
 * and tablets it starts with the button that opens the sidebar drawer.
 */
export function TopBar({
  start,
  end,
  elevated = false,
  menuLabel = 'Open navigation',
}: TopBarProps) {
  const shell = useAppShell();
  return (
    <header className={styles.topBar} data-elevated={elevated ? '' : undefined}>
      <div className={styles.start}>
        {shell?.hasDrawer ? (
          <IconButton
            label={menuLabel}
            icon={<Menu />}
            variant="ghost"
            aria-expanded={shell.sidebarOpen}
            aria-haspopup="dialog"
            onClick={() => shell.setSidebarOpen(true)}
          />
        ) : null}
        {start}
      </div>
      {end ? <div className={styles.end}>{end}</div> : null}
    </header>
  );
}
