import type { NavGroup } from '@laundry/domain';

/**
 * The item whose path is the longest prefix of the current path, so /orders/new lights up
 * 'New Order' and /orders/123 lights up 'Orders'.
 */
export function activeItemKey(groups: NavGroup[], pathname: string): string | null {
  let best: { key: string; length: number } | null = null;
  for (const group of groups) {
    for (const item of group.items) {
      const matches = pathname === item.path || pathname.startsWith(`${item.path}/`);
      if (matches && (!best || item.path.length > best.length)) {
        best = { key: item.key, length: item.path.length };
      }
    }
  }
  return best?.key ?? null;
}
