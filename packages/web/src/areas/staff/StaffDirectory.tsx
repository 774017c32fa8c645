import {
  STAFF_PAGE_SIZE,
  type StaffMember,
  staffDirectoryPage,
  staffMessages,
  staffSortOptions,
} from '@laundry/domain';
import { Alert, Button, ListToolbar, Select } from '@laundry/ui';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListSearch } from '../../app/lists/ListControls';
import { ListLayout } from '../../app/lists/ListLayout';
import { useLastPageGuard } from '../../app/lists/useLastPageGuard';
import { useListView } from '../../app/lists/useListView';
import { DeleteStaffDialog } from './DeleteStaffDialog';
import { useStaffList } from './queries';
import { StaffTile, staffColumns } from './staffColumns';
import { useStaffDirectoryState } from './useStaffDirectoryState';

/** The search box follows typing after 300 ms, as the other lists do. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The staff directory (spec §2.9): the whole list is loaded once and searched, sorted and paged
 * here (docs/decisions/013 says where that stops), in the shared list layout. Search, sort, page
 * and view live in the address.
 */
export function StaffDirectory() {
  const { state, change } = useStaffDirectoryState();
  const [view, setView] = useListView();
  const list = useStaffList();
  const [deleteFor, setDeleteFor] = useState<StaffMember | null>(null);
  const page = staffDirectoryPage(list.data?.staff ?? [], {
    search: state.search,
    sort: state.sort,
    page: state.page,
    pageSize: STAFF_PAGE_SIZE,
  });
  useLastPageGuard(state.page, list.data ? page.totalPages : undefined, (last) =>
    change({ page: last }, { replace: true }),
  );

  return (
    <>
      <ListLayout<StaffMember>
        title="Staff members"
        noun="staff members"
        nounOne="staff member"
        view={view}
        onViewChange={setView}
        toolbar={
          <>
            <ListToolbar
              label="Search and sort staff"
              search={
                <ListSearch
                  label="Search staff"
                  placeholder="Name, ID, position, phone or email"
                  value={state.search}
                  delayMs={SEARCH_DEBOUNCE_MS}
                  onSearch={(search) => change({ search }, { replace: true })}
                />
              }
            >
              <Select
                label="Sort by"
                options={staffSortOptions}
                value={state.sort}
                onValueChange={(sort) => change({ sort })}
              />
            </ListToolbar>
            {list.data?.truncated ? (
              <Alert tone="warning">
                Showing the first {list.data.staff.length} of {list.data.total} staff members.
              </Alert>
            ) : null}
          </>
        }
        data={list.data && { rows: page.items, total: page.total, totalPages: page.totalPages }}
        status={list}
        failureMessage={staffMessages.fetchListFailed}
        page={page.page}
        pageSize={STAFF_PAGE_SIZE}
        onPageChange={(next) => change({ page: next })}
        columns={staffColumns(setDeleteFor)}
        getRowId={(member) => member._id}
        renderTile={(member) => (
          <StaffTile key={member._id} member={member} onDelete={setDeleteFor} />
        )}
        empty={{
          title: 'No staff members found',
          description: state.search
            ? 'Try a different search term.'
            : 'Add the first staff member with Add Staff.',
          action: state.search ? (
            <Button variant="secondary" onClick={() => change({ search: '' })}>
              Clear search
            </Button>
          ) : (
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
