import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { ToastProvider, useToast } from './Toast';

function Demo() {
  const { toast } = useToast();
  return (
    <Inline gap="sm">
      <Button
        variant="secondary"
        onClick={() =>
          toast({ title: 'Order created successfully', tone: 'success', durationMs: 3000 })
        }
      >
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Failed to load orders. Please try again.',
            description: 'The server did not answer in time.',
            tone: 'error',
            durationMs: 5000,
          })
        }
      >
        Error
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Email service not configured',
            description: 'Please inform the customer manually.',
            tone: 'warning',
          })
        }
      >
        Warning
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Order moved to archive',
            tone: 'info',
            action: { label: 'Undo', onClick: () => undefined },
          })
        }
      >
        Info with action
      </Button>
    </Inline>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastProvider,
  args: { children: null },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the buttons; the provider comes from Storybook's preview. */
export const Tones: Story = { render: () => <Demo /> };

function Shown() {
  const { toast } = useToast();
  return (
    <Button
      onClick={() => {
        toast({
          title: 'Payment added',
          description: 'LKR 2,450 in cash',
          tone: 'success',
          durationMs: 600000,
        });
        toast({ title: 'Failed to send receipt', tone: 'error', durationMs: 600000 });
        toast({
          title: 'A notification with a long title that needs to wrap over two lines',
          description: 'And a description that wraps as well, to check the spacing of the layout.',
          tone: 'info',
          durationMs: 600000,
        });
      }}
    >
      Show three toasts
    </Button>
  );
}

export const Stacked: Story = { render: () => <Shown /> };
