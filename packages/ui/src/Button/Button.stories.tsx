import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus, Printer, Trash2 } from 'lucide-react';
import { fn } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'Controls/Button',
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    iconStart: { control: false },
    iconEnd: { control: false },
  },
  args: { children: 'Create order', variant: 'primary', size: 'md', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]?.toUpperCase()}
          {variant.slice(1)}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <Inline gap="sm">
      <Button {...args} iconStart={<Plus />}>
        New order
      </Button>
      <Button {...args} variant="secondary" iconStart={<Printer />}>
        Print receipt
      </Button>
      <Button {...args} variant="ghost" iconEnd={<ArrowRight />}>
        View all
      </Button>
      <Button {...args} variant="danger" iconStart={<Trash2 />}>
        Delete
      </Button>
    </Inline>
  ),
};

export const Loading: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} loading>
          Saving changes
        </Button>
      ))}
    </Inline>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          Unavailable
        </Button>
      ))}
    </Inline>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Sign in' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const LongLabel: Story = {
  args: { children: 'Send bank account details to the customer by email now' },
  decorators: [
    (Story) => (
      <Stack gap="sm">
        <div style={{ maxWidth: 260 }}>
          <Story />
        </div>
      </Stack>
    ),
  ],
};

export const AsLink: Story = {
  args: {
    asChild: true,
    variant: 'secondary',
    iconEnd: <ArrowRight />,
    children: <a href="#orders">Go to orders</a>,
  },
};
