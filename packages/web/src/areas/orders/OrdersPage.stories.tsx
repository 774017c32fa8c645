import {
  createFakeBackend,
  fail,
  fakeOrderApi,
  makeUser,
  someOrders,
} from '@laundry/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeBackedScreen, neverAnswers } from '../../test/FakeBackedScreen';

/** /orders and /dashboard over the shared fake backend. */
const meta = {
  title: 'Screens/Orders',
  component: FakeBackedScreen,
  parameters: { layout: 'fullscreen' },
  // A screen owns the page: no docs page of every state at once.
  tags: ['!autodocs'],
} satisfies Meta<typeof FakeBackedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withOrders = () => createFakeBackend({ route: fakeOrderApi(someOrders(24)).route });

export const OrderList: Story = {
  args: { path: '/orders', signedInAs: makeUser('cashier'), api: withOrders() },
};

export const Analytics: Story = {
  args: { path: '/orders?tab=analytics', signedInAs: makeUser('admin'), api: withOrders() },
};

export const NoOrdersYet: Story = {
  args: {
    path: '/orders',
    signedInAs: makeUser('cashier'),
    api: createFakeBackend({ route: fakeOrderApi([]).route }),
  },
};

export const OrdersLoading: Story = {
  args: {
    path: '/orders',
    signedInAs: makeUser('cashier'),
    api: createFakeBackend({ route: neverAnswers }),
  },
};

export const Dashboard: Story = {
  args: { path: '/dashboard', signedInAs: makeUser('admin'), api: withOrders() },
};

export const DashboardFailed: Story = {
  args: {
    path: '/dashboard',
    signedInAs: makeUser('cashier'),
    api: createFakeBackend({
      handlers: { 'GET /reports/dashboard': () => fail(500, 'Server error') },
      route: fakeOrderApi([]).route,
    }),
  },
};
