import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { Tile, TileGrid } from './TileGrid';

const people = [
  'Nimali Perera',
  'Kasun Jayawardena',
  'Tharushi Fernando',
  'A customer whose name is much longer than the tile is wide',
];

const meta = {
  title: 'Data/TileGrid',
  component: TileGrid,
  args: {
    label: 'Customers',
    children: people.map((name) => (
      <Tile key={name} title={<strong style={{ overflowWrap: 'anywhere' }}>{name}</strong>}>
        <Badge tone="amber">Gold</Badge>
      </Tile>
    )),
  },
  decorators: [
    (Story) => (
      <Card padding="none" title="Customers">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Refreshing: Story = { args: { busy: true } };
