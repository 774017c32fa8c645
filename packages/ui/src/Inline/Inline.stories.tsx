import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { spaceNames } from '../theme/sprinkles.css';
import { Inline, inlineAligns, inlineJustifies } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  argTypes: {
    gap: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: inlineAligns },
    justify: { control: 'inline-radio', options: inlineJustifies },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'tablet', 'desktop'] },
  },
  args: {
    gap: 'sm',
    children: [
      <Button key="a">Save</Button>,
      <Button key="b" variant="secondary">
        Cancel
      </Button>,
      <Badge key="c" tone="green">
        Draft saved
      </Badge>,
    ],
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SpaceBetween: Story = { args: { justify: 'between' } };

export const Wrapping: Story = {
  args: {
    children: Array.from({ length: 18 }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed demo list
      <Badge key={i} tone={(['blue', 'purple', 'green', 'amber'] as const)[i % 4]}>
        Tag number {i + 1}
      </Badge>
    )),
  },
};

export const CollapsesOnPhones: Story = {
  args: { collapseBelow: 'tablet', justify: 'between' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
