import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullPageSpinner } from './FullPageSpinner';

const meta = {
  title: 'Feedback/FullPageSpinner',
  component: FullPageSpinner,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Authenticating...' },
} satisfies Meta<typeof FullPageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Authenticating: Story = {};

export const Loading: Story = { args: { label: 'Loading....' } };
