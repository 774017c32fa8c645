import { AppShell, ScrollToTopButton, scrollToTop, useScrollY } from '@laundry/ui';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BusyNotice } from '../app/BusyNotice';
import { useSession } from '../app/session';
import { AccountSettingsDialog } from './AccountSettingsDialog';
import { ShellHeader } from './ShellHeader';
import { ShellSidebar } from './ShellSidebar';
import { SignOutDialog } from './SignOutDialog';
import type { AccountTab } from './UserMenu';
import { useFocusHeadingOnNavigation } from './useFocusHeadingOnNavigation';

/** Spec part 1 §2: the scroll-to-top button shows after 300 px of scrolling. */
const SCROLL_TOP_AFTER_PX = 300;

function ShellScrollToTop() {
  const visible = useScrollY() > SCROLL_TOP_AFTER_PX;
  return <ScrollToTopButton visible={visible} onClick={scrollToTop} />;
}

/** The signed-in back-office: sidebar, header, scrolling main area, account modals. */
export function ShellLayout() {
  const { user } = useSession();
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [settingsTab, setSettingsTab] = useState<AccountTab>('profile');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [signOutOpen, setSignOutOpen] = useState(false);

  // The sidebar closes, and the new page starts at the top (or at its #anchor), on every route
  // change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (location.key).
  useEffect(() => {
    setSidebarOpen(false);
    const anchor = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (anchor) anchor.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
  }, [location.key]);
  useFocusHeadingOnNavigation(location.pathname);

  // RequireAuth renders the shell only for a signed-in user.
  if (!user) return null;

  return (
    <AppShell
      sidebarOpen={sidebarOpen}
      onSidebarOpenChange={setSidebarOpen}
      sidebar={<ShellSidebar user={user} />}
      header={
        <ShellHeader
          user={user}
          onOpenSettings={(tab) => {
            setSettingsTab(tab);
            setSettingsOpen(true);
          }}
          onSignOut={() => setSignOutOpen(true)}
        />
      }
    >
      <BusyNotice />
      <Outlet />
      <ShellScrollToTop />
      <AccountSettingsDialog
        user={user}
        open={settingsOpen}
        tab={settingsTab}
        onTabChange={setSettingsTab}
        onOpenChange={setSettingsOpen}
      />
      <SignOutDialog open={signOutOpen} onOpenChange={setSignOutOpen} />
    </AppShell>
  );
}
