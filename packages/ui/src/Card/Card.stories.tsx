import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Card } from './Card';
import { cardPaddings } from './Card.css';

const meta = {
  title: 'Display/Card',
  component: Card,
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  args: {
    title: 'Recent orders',
    description: 'The last three orders across all customers.',
    actions: (
      <Button size="sm" variant="secondary">
        View all
      </Button>
    ),
    children: <Text tone="muted">Card content goes here.</Text>,
    padding: 'lg',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Plain: Story = {
  args: { title: undefined, description: undefined, actions: undefined },
};

export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };

export const WithFooter: Story = {
  args: {
    footer: (
      <Text size="sm" tone="muted">
        Updated 2 minutes ago
      </Text>
    ),
  },
};

export const NoPadding: Story = {
  args: {
    padding: 'none',
    children: (
      <div style={{ padding: 24, background: '#f9f8f6' }}>
        <Text tone="muted">Edge-to-edge content such as a table.</Text>
      </div>
    ),
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Customers who have spent the most this month across every branch and service',
    description:
      'A long description that wraps over more than one line, to show how the actions keep their place at the top right.',
  },
};
