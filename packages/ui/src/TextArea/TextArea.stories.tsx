import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Special instructions', placeholder: 'Anything the team should know' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Optional. Printed on the receipt.' } };

export const WithError: Story = { args: { error: 'Notes must be at most 500 characters' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'No starch on the shirts.' },
};
