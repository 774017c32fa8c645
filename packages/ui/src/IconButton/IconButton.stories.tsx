import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Pencil, Trash2 } from 'lucide-react';
import { fn } from 'storybook/test';
import { buttonVariants } from '../Button/Button.css';
import { Inline } from '../Inline/Inline';
import { IconButton } from './IconButton';
import { iconButtonSizes } from './IconButton.css';

const meta = {
  title: 'Controls/IconButton',
  component: IconButton,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
  args: { label: 'Notifications', icon: <Bell />, variant: 'ghost', size: 'md', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonVariants.map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          label={`Edit (${variant})`}
          icon={<Pencil />}
        />
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} variant="secondary" size={size} />
      ))}
    </Inline>
  ),
};

export const Round: Story = { args: { round: true, variant: 'secondary' } };

export const Loading: Story = { args: { loading: true, variant: 'secondary' } };

export const Disabled: Story = {
  args: { disabled: true, variant: 'danger', label: 'Delete order', icon: <Trash2 /> },
};
