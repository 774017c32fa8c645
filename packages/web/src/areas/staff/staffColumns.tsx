import { formatDay, formatPhone, type StaffMember, staffFullName } from '@laundry/domain';
import { type DataTableColumn, Tile } from '@laundry/ui';
import { actionsColumn } from '../../app/lists/actionsColumn';
import * as cells from '../../app/lists/cells.css';
import { PersonCell } from '../../app/lists/PersonCell';
import { EmploymentStatusBadge, StaffAvatar, TypeBadge } from './display';
import { StaffActionsMenu } from './StaffActionsMenu';

/** A calendar date (YYYY-MM-DD) as the screens show it; 'N/A' when there is none. */
export const staffDay = (date: string | null | undefined) => (date ? formatDay(date) : 'N/A');

function StaffName({ member, detail }: { member: StaffMember; detail: string }) {
  return (
    <PersonCell
      avatar={<StaffAvatar member={member} />}
      to={`/staff/${member._id}`}
      name={staffFullName(member)}
      detail={detail}
    />
  );
}

/**
 * The table's columns. The name and the actions always show (pinned); the others give way as the
 * card narrows: contact, type, hire date, position, status last.
 */
export function staffColumns(
  onDelete: (member: StaffMember) => void,
): DataTableColumn<StaffMember>[] {
  return [
    {
      key: 'name',
      header: 'Staff Member',
      pin: 'start',
      minWidth: 240,
      cell: (member) => <StaffName member={member} detail={member.employeeId} />,
    },
    {
      key: 'position',
      header: 'Position',
      priority: 2,
      minWidth: 150,
      wrap: true,
      cell: (member) => member.employmentInfo.position,
    },
    {
      key: 'contact',
      header: 'Contact',
      priority: 5,
      minWidth: 200,
      truncate: true,
      cell: (member) => (
        <div className={cells.personText}>
          <span>{formatPhone(member.personalInfo.phoneNumber)}</span>
          {member.personalInfo.email ? (
            <span className={cells.muted}>{member.personalInfo.email}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      priority: 4,
      minWidth: 120,
      cell: (member) => <TypeBadge type={member.employmentInfo.employmentType} />,
    },
    {
      key: 'status',
      header: 'Status',
      priority: 1,
      minWidth: 120,
      cell: (member) => <EmploymentStatusBadge status={member.employmentInfo.status} />,
    },
    {
      key: 'hired',
      header: 'Hire Date',
      priority: 3,
      minWidth: 130,
      cell: (member) => staffDay(member.employmentInfo.hireDate),
    },
    actionsColumn((member) => <StaffActionsMenu member={member} onDelete={onDelete} />),
  ];
}

/** A staff member as a card of the grid view. */
export function StaffTile({
  member,
  onDelete,
}: {
  member: StaffMember;
  onDelete: (member: StaffMember) => void;
}) {
  return (
    <Tile
      title={
        <StaffName
          member={member}
          detail={`${member.employeeId} · ${member.employmentInfo.position}`}
        />
      }
      actions={<StaffActionsMenu member={member} onDelete={onDelete} />}
    >
      <div className={cells.badges}>
        <EmploymentStatusBadge status={member.employmentInfo.status} />
        <TypeBadge type={member.employmentInfo.employmentType} />
      </div>
      <span className={cells.muted}>Joined {staffDay(member.employmentInfo.hireDate)}</span>
    </Tile>
  );
}
