import { Button, EmptyState, Heading, Stack } from '@laundry/ui';
import { Construction } from 'lucide-react';
import { Link } from 'react-router';

/** The honest page of a screen that a later release builds: no fake data, a way back. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <Stack gap="lg">
      <title>{title}</title>
      <Heading level={1}>{title}</Heading>
      <EmptyState
        icon={<Construction aria-hidden size={28} />}
        title="This section is not built yet"
        description="It arrives in a later release. Nothing is recorded or shown here yet."
        action={
          <Button asChild variant="secondary">
            <Link to="/dashboard">Back to dashboard</Link>
          </Button>
        }
      />
    </Stack>
  );
}
