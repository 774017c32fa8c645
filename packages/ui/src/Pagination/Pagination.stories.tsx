import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 3, totalPages: 12, onPageChange: fn(), summary: 'Showing 21 to 30 of 118 results' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Interactive: Story = {
  render: (args) => {
    const [page, setPage] = useState(1);
    const total = 118;
    const size = 10;
    const from = (page - 1) * size + 1;
    const to = Math.min(total, page * size);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={setPage}
        summary={`Showing ${from} to ${to} of ${total} results`}
      />
    );
  },
};

export const FewPages: Story = {
  args: { page: 1, totalPages: 3, summary: 'Showing 1 to 10 of 27 results' },
};

export const LastPage: Story = {
  args: { page: 12, totalPages: 12, summary: 'Showing 111 to 118 of 118 results' },
};

export const WithoutNumbers: Story = { args: { showPageNumbers: false } };

export const WithoutSummary: Story = { args: { summary: undefined } };

export const Disabled: Story = { args: { disabled: true } };

/** The summary composed by the kit from the item count. */
export const CountedSummary: Story = {
  args: {
    page: 5,
    totalPages: 5,
    summary: undefined,
    count: { pageSize: 10, total: 42, noun: 'customers' },
  },
};
