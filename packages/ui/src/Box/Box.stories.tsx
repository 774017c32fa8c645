import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'surface',
    borderRadius: 'lg',
    border: 'standard',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: <Text>A box with padding, a surface, a border and rounded corners.</Text> },
};

export const ResponsivePadding: Story = {
  args: {
    padding: { mobile: 'sm', tablet: 'lg', desktop: 'xxl' },
    children: (
      <Text>Padding grows with the viewport: sm on phones, lg on tablets, xxl on desktops.</Text>
    ),
  },
};

export const ResponsiveGrid: Story = {
  args: {
    display: 'grid',
    columns: { mobile: 1, tablet: 2, desktop: 4 },
    gap: 'md',
    background: 'background',
    border: 'none',
    padding: 'none',
    children: ['One', 'Two', 'Three', 'Four'].map((label) => (
      <Box key={label} padding="lg" background="surface" borderRadius="md" border="standard">
        <Text weight="medium">{label}</Text>
      </Box>
    )),
  },
};
