import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Card } from '../Card/Card';
import { QueryErrorAlert } from './QueryErrorAlert';

const meta = {
  title: 'Data/QueryErrorAlert',
  component: QueryErrorAlert,
  args: { message: 'Failed to fetch customers', onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Card padding="none" title="Customers">
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof QueryErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const LongMessage: Story = {
  args: {
    message:
      'The server did not answer in time. Check the connection of this till, then try again; the list keeps its filters.',
  },
};
