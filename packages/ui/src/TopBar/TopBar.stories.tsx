import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoTopBarEnd, demoTopBarStart } from '../storySupport/shellDemo';
import { Text } from '../Text/Text';
import { TopBar } from './TopBar';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { start: demoTopBarStart, end: demoTopBarEnd, elevated: false },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Elevated: Story = { args: { elevated: true } };

export const WithTitle: Story = {
  args: { start: <Text weight="semibold">Orders</Text>, elevated: true },
};
