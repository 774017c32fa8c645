import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Heading } from './Heading';
import { headingLevels, headingTones } from './Heading.css';

const meta = {
  title: 'Layout/Heading',
  component: Heading,
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    tone: { control: 'inline-radio', options: headingTones },
  },
  args: { level: 1, children: 'Reports & Analytics' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: (args) => (
    <Stack gap="sm">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Level {level}: {args.children}
        </Heading>
      ))}
    </Stack>
  ),
};

export const LongTitle: Story = {
  args: {
    level: 2,
    children:
      'A heading that is much longer than usual, to see how it balances over several lines on narrow screens',
  },
};

export const Truncated: Story = {
  args: { ...LongTitle.args, truncate: true },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
