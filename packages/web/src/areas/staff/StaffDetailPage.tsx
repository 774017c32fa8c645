import { type StaffDetail, staffFullName } from '@laundry/domain';
import { Button, Heading } from '@laundry/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as cells from '../../app/lists/cells.css';
import { BackLink } from '../../app/pages/PageHeader';
import * as page from '../../app/pages/page.css';
import { DeleteStaffDialog } from './DeleteStaffDialog';
import { EmploymentStatusBadge, StaffAvatar, TypeBadge } from './display';
import { useStaffMember } from './queries';
import { StaffLoadError, StaffLoading } from './StaffLoadState';
import { StaffProfileTabs } from './StaffProfileTabs';
import { StaffRecords } from './StaffRecords';
import { staffDay } from './staffColumns';

/** Who the member is: avatar, name, position and ID, type, status and hire date. */
function StaffIdentity({ member }: { member: StaffDetail }) {
  const job = member.employmentInfo;
  return (
    <div className={page.identity}>
      <StaffAvatar member={member} size="xl" />
      <div className={page.identityText}>
        <Heading level={1}>{staffFullName(member)}</Heading>
        <span className={cells.muted}>
          {job.position} · {member.employeeId}
        </span>
        <div className={page.badgeRow}>
          <TypeBadge type={job.employmentType} />
          <EmploymentStatusBadge status={job.status} />
          <span className={cells.muted}>Joined {staffDay(job.hireDate)}</span>
        </div>
      </div>
    </div>
  );
}

/** /staff/{id} (spec §2.9 'Detail'): the two tabs, then attendance, skills, training, history. */
export function StaffDetailPage() {
  const { id = '' } = useParams();
  const query = useStaffMember(id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  if (query.isPending) return <StaffLoading />;
  if (query.isError)
    return <StaffLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const member = query.data;
  return (
    <div className={page.page}>
      <title>{`${staffFullName(member)} · Staff`}</title>
      <BackLink to="/staff">Back to Staff</BackLink>
      <header className={page.recordHeader}>
        <StaffIdentity member={member} />
        <div className={page.headerActions}>
          <Button asChild iconStart={<Pencil />}>
            <Link to={`/staff/edit/${member._id}`}>Edit</Link>
          </Button>
          <Button variant="danger" iconStart={<Trash2 />} onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
      </header>
      <StaffProfileTabs member={member} />
      <StaffRecords member={member} />
      <DeleteStaffDialog
        member={deleting ? member : null}
        onOpenChange={setDeleting}
        onDeleted={() => navigate('/staff')}
      />
    </div>
  );
}
