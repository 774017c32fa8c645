// The Staff area (spec part 2 §2.9): one lazy chunk for its four routes. Non-admins see the
// Access Denied page instead of being sent away.
import { StaffAccess } from './StaffAccess';
import { StaffDetailPage } from './StaffDetailPage';
import { StaffCreatePage, StaffEditPage } from './StaffFormPage';
import { StaffPage } from './StaffPage';

export function List() {
  return (
    <StaffAccess>
      <StaffPage />
    </StaffAccess>
  );
}

export function Create() {
  return (
    <StaffAccess>
      <StaffCreatePage />
    </StaffAccess>
  );
}

export function Edit() {
  return (
    <StaffAccess>
      <StaffEditPage />
    </StaffAccess>
  );
}

export function Detail() {
  return (
    <StaffAccess>
      <StaffDetailPage />
    </StaffAccess>
  );
}
