import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ModalOverlay } from '../Dialog/ModalOverlay';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { IconButton } from '../IconButton/IconButton';
import { media } from '../theme/breakpoints';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './AppShell.css';
import { AppShellContext } from './AppShellContext';

export interface AppShellProps {
  /** A `Sidebar`: fixed on desktop, an off-canvas drawer below the desktop width. */
  sidebar: ReactNode;
  /** A `TopBar`: it gets the menu button that opens the drawer on phones and tablets. */
  header: ReactNode;
  children: ReactNode;
  /** Whether the drawer is open (ignored on desktop, where the sidebar always shows). */
  sidebarOpen: boolean;
  onSidebarOpenChange: (open: boolean) => void;
  /** `full` lets the content use the whole width instead of at most 1440px. */
  contentWidth?: (typeof styles.contentWidths)[number];
  /** Names the drawer for screen readers. */
  navigationLabel?: string;
  closeNavigationLabel?: string;
  skipLinkLabel?: string;
}

/**
 * The frame of the signed-in app: sidebar, top bar and the page. The window scrolls (the sidebar
 * and the top bar stay), so `useScrollY()` tells how far the page has moved.
 */
export function AppShell({
  sidebar,
  header,
  children,
  sidebarOpen,
  onSidebarOpenChange,
  contentWidth,
  navigationLabel = 'Navigation',
  closeNavigationLabel = 'Close navigation',
  skipLinkLabel = 'Skip to main content',
}: AppShellProps) {
  const isDesktop = useMediaQuery(media.desktop);
  const drawerOpen = sidebarOpen && !isDesktop;
  // The drawer has no Radix trigger (the menu button lives in the TopBar): remember what had
  // focus when it opened and give focus back to it on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // Growing to desktop width with the drawer open: the sidebar shows anyway, close the drawer.
  useEffect(() => {
    if (isDesktop && sidebarOpen) onSidebarOpenChange(false);
  }, [isDesktop, sidebarOpen, onSidebarOpenChange]);

  const context = useMemo(
    () => ({ hasDrawer: !isDesktop, sidebarOpen: drawerOpen, setSidebarOpen: onSidebarOpenChange }),
    [isDesktop, drawerOpen, onSidebarOpenChange],
  );

  return (
    <AppShellContext.Provider value={context}>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main-content">
          {skipLinkLabel}
        </a>
        {isDesktop ? <div className={styles.desktopSidebar}>{sidebar}</div> : null}
        <Dialog.Root open={drawerOpen} onOpenChange={onSidebarOpenChange}>
          <Dialog.Portal>
            <ModalOverlay open={drawerOpen} className={styles.overlay} />
            <Dialog.Content
              className={styles.drawer}
              aria-describedby={undefined}
              onOpenAutoFocus={() => {
                returnFocusTo.current =
                  document.activeElement instanceof HTMLElement ? document.activeElement : null;
              }}
              onCloseAutoFocus={(event) => {
                const target = returnFocusTo.current;
                returnFocusTo.current = null;
                if (target?.isConnected) {
                  event.preventDefault();
                  target.focus();
                }
              }}
            >
              <VisuallyHidden>
                <Dialog.Title>{navigationLabel}</Dialog.Title>
              </VisuallyHidden>
              {sidebar}
              <div className={styles.drawerClose}>
                <Dialog.Close asChild>
                  <IconButton label={closeNavigationLabel} icon={<X />} variant="secondary" round />
                </Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <div className={styles.frame}>
          {header}
          <main id="main-content" tabIndex={-1} className={styles.content({ width: contentWidth })}>
            {children}
          </main>
        </div>
      </div>
    </AppShellContext.Provider>
  );
}
