import { createContext, useContext } from 'react';

export interface AppShellContextValue {
  /** True below the desktop width, where the sidebar is a drawer. */
  hasDrawer: boolean;
  sidebarOpen: boolean;
  setSidebarOpen: (open: boolean) => void;
}

export const AppShellContext = createContext<AppShellContextValue | null>(null);

/** The shell's drawer state, for a TopBar or anything else inside an AppShell. */
export function useAppShell(): AppShellContextValue | null {
  return useContext(AppShellContext);
}
