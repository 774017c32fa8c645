import { NotBuiltYet } from '../../shell/NotBuiltYet';

// The tabbed reports belong to a later release; until then /reports/* says so plainly.
export function ReportsPage() {
  return <NotBuiltYet title="Reports" />;
}
