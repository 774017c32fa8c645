import {
  createFakeBackend,
  fail,
  fakeCustomerApi,
  makeUser,
  someCustomers,
} from '@laundry/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeBackedScreen, neverAnswers } from '../../test/FakeBackedScreen';

/** /customers over the shared fake backend: the states a cashier or the owner can meet. */
const meta = {
  title: 'Screens/Customers',
  component: FakeBackedScreen,
  parameters: { layout: 'fullscreen' },
  // A screen owns the page: no docs page of every state at once.
  tags: ['!autodocs'],
} satisfies Meta<typeof FakeBackedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const owner = makeUser('admin');

export const List: Story = {
  args: {
    path: '/customers',
    signedInAs: owner,
    api: createFakeBackend({ route: fakeCustomerApi(someCustomers(24)).route }),
  },
};

export const Grid: Story = {
  args: { ...List.args, path: '/customers?view=grid' },
};

export const NoCustomersYet: Story = {
  args: {
    path: '/customers',
    signedInAs: owner,
    api: createFakeBackend({ route: fakeCustomerApi([]).route }),
  },
};

export const Loading: Story = {
  args: { path: '/customers', signedInAs: owner, api: createFakeBackend({ route: neverAnswers }) },
};

export const FailedToLoad: Story = {
  args: {
    path: '/customers',
    signedInAs: owner,
    api: createFakeBackend({ handlers: { 'GET /customers': () => fail(500, 'Server error') } }),
  },
};
