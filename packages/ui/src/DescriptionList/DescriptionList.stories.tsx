import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { DescriptionList } from './DescriptionList';
import { descriptionColumns, descriptionLayouts } from './DescriptionList.css';

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  argTypes: {
    layout: { control: 'inline-radio', options: descriptionLayouts },
    columns: { control: 'inline-radio', options: descriptionColumns },
  },
  args: {
    items: [
      { term: 'Phone', detail: '077-123-4567' },
      { term: 'Email', detail: 'nimali.perera@example.com' },
      { term: 'Address', detail: '12 College Road, Colombo 07' },
      { term: 'Member since', detail: '12 Jan 2026' },
      { term: 'Status', detail: <Badge tone="green">Active</Badge> },
      { term: 'Notes', detail: null },
    ],
  },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {};

export const TwoColumns: Story = { args: { columns: 2 } };

export const ThreeColumns: Story = { args: { columns: 3 } };

export const Inline: Story = {
  args: {
    layout: 'inline',
    items: [
      { term: 'Orders', detail: '12' },
      { term: 'Total spent', detail: 'LKR 18,450' },
      { term: 'Average order', detail: 'LKR 1,537.50' },
      { term: 'Last order', detail: null },
    ],
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        term: 'A rather long term that needs more than one line on a phone',
        detail:
          'averyveryveryverylongemailaddresswithoutanybreaks@an-extremely-long-domain-name.example.com',
      },
    ],
  },
};

export const MissingDetail: Story = {
  args: { items: [{ term: 'Email', detail: '' }], emptyDetail: 'Not given' },
};
