import type { User } from '@laundry/domain';
import { SearchField, TopBar, useScrollY } from '@laundry/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CUSTOMER_LIST_ANCHOR } from '../app/anchors';
import { LiveClock } from './LiveClock';
import { NotificationsButton } from './NotificationsButton';
import { useOpenScannedOrder, useScannerInput } from './scanToOpen';
import * as styles from './shell.css';
import { type AccountTab, UserMenu } from './UserMenu';

/** Spec part 1 §2: the header gains a background after 20 px of scrolling. */
const ELEVATE_AFTER_PX = 20;

/** The top header (the kit adds the drawer's menu button on phones): search, live clock, notifications, user menu. */
export function ShellHeader({
  user,
  onOpenSettings,
  onSignOut,
}: {
  user: User;
  onOpenSettings: (tab: AccountTab) => void;
  onSignOut: () => void;
}) {
  const navigate = useNavigate();
  const elevated = useScrollY() > ELEVATE_AFTER_PX;
  const [query, setQuery] = useState('');
  const openScannedOrder = useOpenScannedOrder();
  // A bag tag scanned anywhere outside a text field opens its order (issue 25).
  useScannerInput(openScannedOrder);

  // The spec does not say what the search does. An order number (a bag tag scanned into it, or
  // typed) opens that order; other words go to the customer list as ?search=…, scrolled into
  // view (#customer-list) so the results are where the user looks.
  function search() {
    const words = query.trim();
    if (!words) return;
    if (openScannedOrder(words)) {
      setQuery('');
      return;
    }
    navigate(`/customers?search=${encodeURIComponent(words)}#${CUSTOMER_LIST_ANCHOR}`);
  }

  return (
    <TopBar
      elevated={elevated}
      start={
        <div className={styles.headerStart}>
          <div className={styles.search}>
            <SearchField
              label="Search"
              placeholder="Search orders, customers..."
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onClear={() => setQuery('')}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  search();
                }
              }}
            />
          </div>
        </div>
      }
      end={
        <div className={styles.headerEnd}>
          <LiveClock />
          <NotificationsButton />
          <UserMenu user={user} onOpenSettings={onOpenSettings} onSignOut={onSignOut} />
        </div>
      }
    />
  );
}
