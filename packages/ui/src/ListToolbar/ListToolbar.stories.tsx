import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { SearchField } from '../SearchField/SearchField';
import { Select } from '../Select/Select';
import { ListToolbar } from './ListToolbar';

const sorts = [
  { value: 'createdAt-desc', label: 'Newest first' },
  { value: 'name-asc', label: 'Name A-Z' },
];

const meta = {
  title: 'Data/ListToolbar',
  component: ListToolbar,
  args: {
    label: 'Search and filter customers',
    search: (
      <SearchField label="Search customers" hideLabel={false} placeholder="Name, phone or email" />
    ),
  },
  decorators: [
    (Story) => (
      <Card padding="none" title="Customers">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof ListToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneFilter: Story = {
  args: {
    children: [
      <Select
        key="type"
        label="Customer type"
        options={[{ value: 'all', label: 'All customers' }]}
        value="all"
      />,
      <Select key="sort" label="Sort by" options={sorts} value="createdAt-desc" />,
    ],
  },
};

export const ThreeFilters: Story = {
  args: {
    label: 'Search and filter users',
    search: <SearchField label="Search users" hideLabel={false} placeholder="Name or email" />,
    children: [
      <Select
        key="role"
        label="Role"
        options={[{ value: 'all', label: 'All roles' }]}
        value="all"
      />,
      <Select
        key="status"
        label="Status"
        options={[{ value: 'all', label: 'All statuses' }]}
        value="all"
      />,
      <Select key="sort" label="Sort by" options={sorts} value="name-asc" />,
    ],
  },
};

export const SearchOnly: Story = {};
