import { staffFullName } from '@laundry/domain';
import { useNavigate, useParams } from 'react-router';
import * as cells from '../../app/lists/cells.css';
import { RecordIdentity, RecordPage } from '../../app/pages/RecordPage';
import { DeleteStaffDialog } from './DeleteStaffDialog';
import { EmploymentStatusBadge, StaffAvatar, TypeBadge } from './display';
import { useStaffMember } from './queries';
import { StaffLoadError, StaffLoading } from './StaffLoadState';
import { StaffProfileTabs } from './StaffProfileTabs';
import { StaffRecords } from './StaffRecords';
import { staffDay } from './staffColumns';

/** /staff/{id} (spec §2.9 'Detail'): the two tabs, then attendance, skills, training, history. */
export function StaffDetailPage() {
  const { id = '' } = useParams();
  const query = useStaffMember(id);
  const navigate = useNavigate();
  if (query.isPending) return <StaffLoading />;
  if (query.isError)
    return <StaffLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const member = query.data;
  const job = member.employmentInfo;
  return (
    <RecordPage
      title={`${staffFullName(member)} · Staff`}
      back={{ to: '/staff', label: 'Back to Staff' }}
      identity={
        <RecordIdentity
          avatar={<StaffAvatar member={member} size="xl" />}
          name={staffFullName(member)}
          detail={`${job.position} · ${member.employeeId}`}
          badges={
            <>
              <TypeBadge type={job.employmentType} />
              <EmploymentStatusBadge status={job.status} />
              <span className={cells.muted}>Joined {staffDay(job.hireDate)}</span>
            </>
          }
        />
      }
      editTo={`/staff/edit/${member._id}`}
      deleteDialog={({ open, onOpenChange }) => (
        <DeleteStaffDialog
          member={open ? member : null}
          onOpenChange={onOpenChange}
          onDeleted={() => navigate('/staff')}
        />
      )}
    >
      <StaffProfileTabs member={member} />
      <StaffRecords member={member} />
    </RecordPage>
  );
}
