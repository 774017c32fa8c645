import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ScrollToTopButton } from './ScrollToTopButton';

const meta = {
  title: 'Shell/ScrollToTopButton',
  component: ScrollToTopButton,
  parameters: { layout: 'fullscreen' },
  args: { visible: true, onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};

export const Hidden: Story = { args: { visible: false } };
