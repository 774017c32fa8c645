import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { ProgressBar } from './ProgressBar';
import { progressSizes, progressTones } from './ProgressBar.css';

const meta = {
  title: 'Data/ProgressBar',
  component: ProgressBar,
  argTypes: {
    tone: { control: 'inline-radio', options: progressTones },
    size: { control: 'inline-radio', options: progressSizes },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  args: { label: 'Profile completed', value: 64, valueText: '64%' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomRange: Story = {
  args: { label: 'Towards the next level', min: 100, max: 500, value: 350, valueText: '150 to go' },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="md">
      {progressTones.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
    </Stack>
  ),
};

export const Small: Story = { args: { size: 'sm' } };

export const HiddenLabel: Story = { args: { hideLabel: true, valueText: undefined } };

export const Empty: Story = { args: { value: 0, valueText: '0%' } };

export const Full: Story = { args: { value: 100, valueText: 'Done', tone: 'success' } };

export const LongLabel: Story = {
  args: {
    label: 'A long label that has to share its row with the value text on a narrow phone screen',
    valueText: '1,250 of 10,000 points',
    value: 12.5,
  },
};
