import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { spaceNames } from '../theme/sprinkles.css';
import { Stack, stackAligns } from './Stack';

const Item = ({ label }: { label: string }) => (
  <Box padding="sm" background="primarySoft" borderRadius="sm" color="primary">
    {label}
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  argTypes: {
    gap: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: stackAligns },
  },
  args: {
    gap: 'md',
    align: 'stretch',
    children: [
      <Item key="1" label="First" />,
      <Item key="2" label="Second" />,
      <Item key="3" label="Third" />,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tight: Story = { args: { gap: 'xs' } };

export const Centered: Story = { args: { align: 'center' } };

export const ResponsiveGap: Story = { args: { gap: { mobile: 'xs', desktop: 'xl' } } };
