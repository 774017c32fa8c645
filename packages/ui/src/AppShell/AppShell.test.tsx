import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sidebar, SidebarGroup, SidebarItem } from '../Sidebar/Sidebar';
import { TopBar } from '../TopBar/TopBar';
import { AppShell } from './AppShell';

function setWidth(width: number) {
  act(() => {
    (
      window as unknown as {
        happyDOM: { setViewport: (v: { width: number; height: number }) => void };
      }
    ).happyDOM.setViewport({ width, height: 800 });
  });
}

function Shell() {
  const [open, setOpen] = useState(false);
  return (
    <AppShell
      sidebarOpen={open}
      onSidebarOpenChange={setOpen}
      sidebar={
        <Sidebar title="Admin Portal">
          <SidebarGroup label="Overview">
            <SidebarItem active asChild>
              <a href="/dashboard">Dashboard</a>
            </SidebarItem>
            <SidebarItem asChild>
              <a href="/orders">Orders</a>
            </SidebarItem>
          </SidebarGroup>
        </Sidebar>
      }
      header={<TopBar start="Dashboard" />}
    >
      <p>Page content</p>
    </AppShell>
  );
}

afterEach(() => setWidth(1024));

describe('AppShell', () => {
  it('shows the sidebar in place on desktop, with no menu button', () => {
    setWidth(1280);
    render(<Shell />);
    expect(screen.getByRole('navigation', { name: 'Admin Portal' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main').textContent).toBe('Page content');
  });

  it('opens the sidebar as a drawer on phones, and closes it with Escape or the close button', async () => {
    setWidth(390);
    const user = userEvent.setup();
    render(<Shell />);
    expect(screen.queryByRole('navigation')).toBeNull();
    const menu = screen.getByRole('button', { name: 'Open navigation' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(drawer).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Admin Portal' })).toBeVisible();
    // Focus moves into the drawer.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the menu button.
    await waitFor(() => expect(document.activeElement).toBe(menu));

    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the drawer when the screen grows to desktop width', async () => {
    setWidth(390);
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    setWidth(1280);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('navigation', { name: 'Admin Portal' })).toBeVisible();
  });
});
