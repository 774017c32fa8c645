import { Button, Heading } from '@laundry/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import * as cells from '../lists/cells.css';
import { BackLink } from './PageHeader';
import * as styles from './page.css';

/** Who or what a record is: its picture, its name as the page's heading, a line, its badges. */
export function RecordIdentity({
  avatar,
  name,
  detail,
  badges,
}: {
  avatar: ReactNode;
  name: string;
  detail?: ReactNode;
  badges: ReactNode;
}) {
  return (
    <div className={styles.identity}>
      {avatar}
      <div className={styles.identityText}>
        <Heading level={1}>{name}</Heading>
        {detail ? <span className={cells.muted}>{detail}</span> : null}
        <div className={styles.badgeRow}>{badges}</div>
      </div>
    </div>
  );
}

/**
 * A record's detail page (a service, a staff member): the way back to the list, the record's
 * identity with Edit, the area's other actions and Delete, then its sections (cards, tabs).
 * Delete opens the area's confirmation, given as `deleteDialog`.
 */
export function RecordPage({
  title,
  back,
  identity,
  editTo,
  actions,
  deleteDialog,
  children,
}: {
  /** The document's title. */
  title: string;
  back: { to: string; label: string };
  identity: ReactNode;
  editTo: string;
  /** Between Edit and Delete (Duplicate). */
  actions?: ReactNode;
  deleteDialog: (dialog: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
  children: ReactNode;
}) {
  const [deleting, setDeleting] = useState(false);
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <BackLink to={back.to}>{back.label}</BackLink>
      <header className={styles.recordHeader}>
        {identity}
        <div className={styles.headerActions}>
          <Button asChild iconStart={<Pencil />}>
            <Link to={editTo}>Edit</Link>
          </Button>
          {actions}
          <Button variant="danger" iconStart={<Trash2 />} onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
      </header>
      {children}
      {deleteDialog({ open: deleting, onOpenChange: setDeleting })}
    </div>
  );
}
