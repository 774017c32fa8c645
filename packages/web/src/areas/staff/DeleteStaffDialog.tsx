import { type StaffMember, staffFullName, staffMessages } from '@laundry/domain';
import { ConfirmDialog, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { useRefreshStaff } from './queries';

/** 'Delete {name}?' with the spec's success and failure toasts. */
export function DeleteStaffDialog({
  member,
  onOpenChange,
  onDeleted,
}: {
  member: StaffMember | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const client = useApiClient();
  const refresh = useRefreshStaff();
  const { toast } = useToast();
  const remove = useMutation({
    mutationFn: (id: string) => client.staff.remove(id),
    onSuccess: (result) => {
      void refresh();
      toast({ title: result.message ?? staffMessages.deleted, tone: 'success' });
      onOpenChange(false);
      onDeleted?.();
    },
    onError: (error) =>
      toast({ title: errorMessage(error, staffMessages.deleteFailed), tone: 'error' }),
  });
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={onOpenChange}
      title="Delete staff member"
      description={
        member
          ? `Delete ${staffFullName(member)} (${member.employeeId})? Their attendance, skills and training records go with them. This cannot be undone.`
          : ''
      }
      confirmLabel="Delete"
      tone="danger"
      busy={remove.isPending}
      onConfirm={() => {
        if (member) remove.mutate(member._id);
      }}
    />
  );
}
