import {
  STAFF_PAGE_SIZE,
  type StaffListQuery,
  type StaffMember,
  staffDirectoryPage,
  staffList,
  staffMessages,
} from '@laundry/domain';
import { Alert, Button } from '@laundry/ui';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DefinedList } from '../../app/lists/DefinedList';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { DeleteStaffDialog } from './DeleteStaffDialog';
import { useStaffList } from './queries';
import { StaffTile, staffColumns } from './staffColumns';

/** The search box follows typing after 300 ms, as the other lists do. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The staff directory (spec §2.9) on the list pattern: search, sort and page live in the address
 * through the domain's `staffList`; the whole list is loaded once and searched, sorted and paged
 * by the domain's `staffDirectoryPage` (docs/decisions/013 says where that stops).
 */
export function StaffDirectory() {
  const { query, change } = useListUrlState(staffList);
  const list = useStaffList();
  const [deleteFor, setDeleteFor] = useState<StaffMember | null>(null);
  const page = staffDirectoryPage(list.data?.staff ?? [], {
    ...query,
    pageSize: STAFF_PAGE_SIZE,
  });

  return (
    <>
      {list.data?.truncated ? (
        <Alert tone="warning">
          Showing the first {list.data.staff.length} of {list.data.total} staff members.
        </Alert>
      ) : null}
      <DefinedList<StaffMember, StaffListQuery>
        definition={staffList}
        query={query}
        onChange={change}
        title="Staff members"
        noun="staff members"
        nounOne="staff member"
        search={{
          label: 'Search staff',
          placeholder: 'Name, ID, position, phone or email',
          delayMs: SEARCH_DEBOUNCE_MS,
        }}
        data={list.data && { rows: page.items, total: page.total, totalPages: page.totalPages }}
        status={list}
        failureMessage={staffMessages.fetchListFailed}
        columns={staffColumns(setDeleteFor)}
        getRowId={(member) => member._id}
        renderTile={(member) => (
          <StaffTile key={member._id} member={member} onDelete={setDeleteFor} />
        )}
        empty={{
          title: 'No staff members found',
          description: 'Add the first staff member with Add Staff.',
          action: (
            <Button asChild iconStart={<UserPlus />}>
              <Link to="/staff/new">Add Staff</Link>
            </Button>
          ),
        }}
      />
      <DeleteStaffDialog
        member={deleteFor}
        onOpenChange={(open) => {
          if (!open) setDeleteFor(null);
        }}
      />
    </>
  );
}
