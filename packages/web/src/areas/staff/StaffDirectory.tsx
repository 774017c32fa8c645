import {
  calendarDate,
  formatDate,
  formatPhone,
  STAFF_PAGE_SIZE,
  type StaffMember,
  type StaffSort,
  staffDirectoryPage,
  staffFullName,
  staffMessages,
  staffSortOptions,
  staffSorts,
} from '@laundry/domain';
import {
  Alert,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DropdownMenu,
  EmptyState,
  IconButton,
  media,
  Pagination,
  SearchField,
  SegmentedControl,
  Select,
  useMediaQuery,
} from '@laundry/ui';
import { Eye, LayoutGrid, MoreHorizontal, Pencil, Rows3, Trash2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import { DeleteStaffDialog } from './DeleteStaffDialog';
import { StaffAvatar, StatusBadge, TypeBadge } from './display';
import { useStaffList } from './queries';
import * as styles from './staff.css';

type View = 'table' | 'grid';

function readState(params: URLSearchParams) {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    sort: (staffSorts.includes(sort as StaffSort) ? sort : 'newest') as StaffSort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    view: (params.get('view') === 'grid' ? 'grid' : 'table') as View,
    viewChosen: params.has('view'),
  };
}

function RowActions({ member, onDelete }: { member: StaffMember; onDelete: () => void }) {
  const navigate = useNavigate();
  const name = staffFullName(member);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton label={`Actions for ${name}`} icon={<MoreHorizontal />} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content aria-label={`Actions for ${name}`}>
        <DropdownMenu.Item icon={<Eye />} onSelect={() => navigate(`/staff/${member._id}`)}>
          View
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Pencil />} onSelect={() => navigate(`/staff/edit/${member._id}`)}>
          Edit
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon={<Trash2 />} tone="danger" onSelect={onDelete}>
          Delete
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/**
 * The staff directory (spec §2.9): the whole list is loaded once and searched, sorted and paged
 * here (docs/decisions/013 says where that stops). Search, sort, page and view live in the
 * address; the page goes back to 1 when the search or the sort changes.
 */
export function StaffDirectory() {
  const [params, setParams] = useSearchParams();
  const read = readState(params);
  const wide = useMediaQuery(media.tablet);
  // Without a choice in the address, phones get the cards and wider screens the table.
  const state = { ...read, view: read.viewChosen ? read.view : wide ? 'table' : ('grid' as View) };
  const list = useStaffList();
  const [deleteFor, setDeleteFor] = useState<StaffMember | null>(null);

  const change = (next: Partial<typeof state>) => {
    const merged = { ...state, ...next };
    if (next.search !== undefined || next.sort !== undefined) merged.page = 1;
    const out = new URLSearchParams(params);
    const set = (key: string, value: string, fallback: string) =>
      value === fallback ? out.delete(key) : out.set(key, value);
    set('search', merged.search, '');
    set('sort', merged.sort, 'newest');
    set('page', String(merged.page), '1');
    if (next.view !== undefined || read.viewChosen) out.set('view', merged.view);
    setParams(out, { replace: true });
  };

  if (list.isError) {
    return (
      <Alert
        tone="danger"
        title={staffMessages.loadError}
        action={
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        }
      >
        {errorMessage(list.error, staffMessages.fetchListFailed)}
      </Alert>
    );
  }

  const today = calendarDate(new Date());
  const page = staffDirectoryPage(list.data?.staff ?? [], {
    search: state.search,
    sort: state.sort,
    page: state.page,
    pageSize: STAFF_PAGE_SIZE,
  });

  const columns: DataTableColumn<StaffMember>[] = [
    {
      key: 'name',
      header: 'Staff Member',
      cell: (member) => (
        <div className={styles.person}>
          <StaffAvatar member={member} />
          <div className={styles.personText}>
            <Link className={styles.nameLink} to={`/staff/${member._id}`}>
              {staffFullName(member)}
            </Link>
            <span className={styles.muted}>{member.employeeId}</span>
          </div>
        </div>
      ),
    },
    {
      key: 'position',
      header: 'Position',
      cell: (member) => member.employmentInfo.position,
      wrap: true,
    },
    {
      key: 'contact',
      header: 'Contact',
      hideBelow: 'desktop',
      cell: (member) => (
        <div className={styles.personText}>
          <span>{formatPhone(member.personalInfo.phoneNumber)}</span>
          {member.personalInfo.email ? (
            <span className={styles.muted}>{member.personalInfo.email}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      hideBelow: 'tablet',
      cell: (member) => <TypeBadge type={member.employmentInfo.employmentType} />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (member) => <StatusBadge status={member.employmentInfo.status} />,
    },
    {
      key: 'hired',
      header: 'Hire Date',
      hideBelow: 'desktop',
      cell: (member) => formatDate(`${member.employmentInfo.hireDate}T12:00:00Z`),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      cell: (member) => <RowActions member={member} onDelete={() => setDeleteFor(member)} />,
    },
  ];

  const empty = (
    <EmptyState
      icon={<UsersRound aria-hidden size={28} />}
      title="No staff members found"
      description={
        state.search ? 'Try a different search term.' : 'Add the first staff member with Add Staff.'
      }
    />
  );

  return (
    <Card padding="none">
      <div className={styles.toolbar}>
        <SearchField
          label="Search staff"
          placeholder="Name, ID, position, phone or email"
          value={state.search}
          onChange={(event) => change({ search: event.target.value })}
          onClear={() => change({ search: '' })}
        />
        <Select
          label="Sort by"
          options={staffSortOptions}
          value={state.sort}
          onValueChange={(sort) => change({ sort })}
        />
        <SegmentedControl
          label="View"
          value={state.view}
          onValueChange={(view) => change({ view })}
          options={[
            { value: 'table', label: 'Table', icon: <Rows3 aria-hidden size={16} /> },
            { value: 'grid', label: 'Grid', icon: <LayoutGrid aria-hidden size={16} /> },
          ]}
        />
      </div>
      {list.data?.truncated ? (
        <Alert tone="warning">
          Showing the first {list.data.staff.length} of {list.data.total} staff members.
        </Alert>
      ) : null}
      {state.view === 'table' ? (
        <DataTable
          caption="Staff members"
          columns={columns}
          rows={page.items}
          getRowId={(member) => member._id}
          loading={list.isPending}
          empty={empty}
        />
      ) : page.items.length === 0 && !list.isPending ? (
        empty
      ) : (
        <ul className={styles.grid} aria-label="Staff members">
          {page.items.map((member) => (
            <li key={member._id} className={styles.tile}>
              <div className={styles.person}>
                <StaffAvatar member={member} />
                <div className={styles.personText}>
                  <Link className={styles.nameLink} to={`/staff/${member._id}`}>
                    {staffFullName(member)}
                  </Link>
                  <span className={styles.muted}>
                    {member.employeeId} · {member.employmentInfo.position}
                  </span>
                </div>
              </div>
              <div className={styles.badges}>
                <StatusBadge status={member.employmentInfo.status} />
                <TypeBadge type={member.employmentInfo.employmentType} />
              </div>
              <span className={styles.muted}>
                Joined {formatDate(`${member.employmentInfo.hireDate}T12:00:00Z`)}
                {member.employmentInfo.hireDate >= today ? ' (today)' : ''}
              </span>
              <RowActions member={member} onDelete={() => setDeleteFor(member)} />
            </li>
          ))}
        </ul>
      )}
      {page.totalPages > 1 ? (
        <div className={styles.listFooter}>
          <Pagination
            page={page.page}
            totalPages={page.totalPages}
            onPageChange={(next) => change({ page: next })}
            siblings={2}
            summary={`Showing ${page.from} to ${page.to} of ${page.total} staff members`}
          />
        </div>
      ) : null}
      <DeleteStaffDialog
        member={deleteFor}
        onOpenChange={(open) => {
          if (!open) setDeleteFor(null);
        }}
      />
    </Card>
  );
}
