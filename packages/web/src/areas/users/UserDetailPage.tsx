import { capitalize, formatLongDateTime, formatPhone } from '@laundry/domain';
import { Alert, Button, Card, DescriptionList, Heading } from '@laundry/ui';
import { Check, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ActiveBadge } from '../../app/badges/ActiveBadge';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { BackLink } from '../../app/pages/PageHeader';
import { RecordHistory } from '../audit';
import { RoleBadge, roleCapabilities, UserAvatar } from './display';
import { useUser } from './queries';
import { UserLoadError, UserLoading } from './UserLoadState';
import * as styles from './users.css';

/** /users/{id} (spec part 2 §2.10 'User detail'). */
export function UserDetailPage() {
  const timeZone = useBusinessTimeZone();
  const { id = '' } = useParams();
  const query = useUser(id);

  if (query.isPending) return <UserLoading />;
  if (query.isError) {
    return <UserLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const user = query.data;
  const role = capitalize(user.role);

  return (
    <div className={styles.page}>
      <title>{`${user.name} · Users`}</title>
      <BackLink to="/users">Back to Users</BackLink>

      <header className={styles.header}>
        <div className={styles.identity}>
          <UserAvatar user={user} size="xl" />
          <div className={styles.identityText}>
            <Heading level={1}>{user.name}</Heading>
            <span className={styles.muted}>{user.email}</span>
            {user.phoneNumber ? (
              <span className={styles.muted}>{formatPhone(user.phoneNumber)}</span>
            ) : null}
            <div className={styles.badges}>
              <RoleBadge role={user.role} />
              <ActiveBadge active={user.isActive} />
            </div>
          </div>
        </div>
        <Button asChild iconStart={<Pencil />}>
          <Link to={`/users/edit/${user._id}`}>Edit</Link>
        </Button>
      </header>

      <div className={styles.detailGrid}>
        <div className={styles.column}>
          <Card title="Basic Information" headingLevel={2}>
            <DescriptionList
              columns={2}
              items={[
                { id: 'email', term: 'Email', detail: user.email },
                ...(user.phoneNumber
                  ? [{ id: 'phone', term: 'Phone', detail: formatPhone(user.phoneNumber) }]
                  : []),
                { id: 'role', term: 'Role', detail: role },
                {
                  id: 'created',
                  term: 'Account Created',
                  detail: formatLongDateTime(user.createdAt, timeZone),
                },
                {
                  id: 'login',
                  term: 'Last Login',
                  detail: formatLongDateTime(user.lastLogin, timeZone),
                },
                {
                  id: 'updated',
                  term: 'Last Updated',
                  detail: formatLongDateTime(user.updatedAt, timeZone),
                },
              ]}
            />
          </Card>
        </div>
        <div className={styles.column}>
          <Card title="Permissions & Access" headingLevel={2}>
            <ul className={styles.capabilityList} aria-label={`${role} permissions`}>
              {roleCapabilities(user.role).map((capability) => (
                <li key={capability.resource} className={styles.capability}>
                  <Check aria-hidden size={16} className={styles.capabilityIcon} />
                  <span>
                    <strong>{capability.resource}</strong>: {capability.actions}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
          <section aria-label="Account status">
            {user.isActive ? (
              <Alert tone="success" title="Account Active">
                This user can log in and access the system according to their role permissions.
              </Alert>
            ) : (
              <Alert tone="warning" title="Account Inactive">
                This user cannot log in or access the system. Activate the account to restore
                access.
              </Alert>
            )}
          </section>
        </div>
      </div>
      <RecordHistory entity="user" id={user._id} />
    </div>
  );
}
