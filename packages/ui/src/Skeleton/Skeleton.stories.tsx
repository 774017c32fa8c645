import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ListItem: Story = {
  render: () => (
    <Inline gap="sm" align="center">
      <Skeleton width={40} height={40} radius="full" />
      <Stack gap="xs">
        <Skeleton width={180} height={14} />
        <Skeleton width={120} height={12} />
      </Stack>
    </Inline>
  ),
};
