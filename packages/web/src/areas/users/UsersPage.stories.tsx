import {
  createFakeBackend,
  fail,
  fakeReportHandlers,
  fakeUsersApi,
  makeUser,
} from '@laundry/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeBackedScreen } from '../../test/FakeBackedScreen';

/** The owner's screens over the shared fake backend: staff accounts and the reports. */
const meta = {
  title: 'Screens/Owner',
  component: FakeBackedScreen,
  parameters: { layout: 'fullscreen' },
  // A screen owns the page: no docs page of every state at once.
  tags: ['!autodocs'],
} satisfies Meta<typeof FakeBackedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const owner = makeUser('admin');

export const Users: Story = {
  args: {
    path: '/users',
    signedInAs: owner,
    api: createFakeBackend({ route: fakeUsersApi().route }),
  },
};

export const UsersFailedToLoad: Story = {
  args: {
    path: '/users',
    signedInAs: owner,
    api: createFakeBackend({
      route: fakeUsersApi(undefined, { failures: { 'GET /users': fail(500, 'Server error') } })
        .route,
    }),
  },
};

export const Reports: Story = {
  args: {
    path: '/reports',
    signedInAs: owner,
    api: createFakeBackend({ handlers: fakeReportHandlers() }),
  },
};
