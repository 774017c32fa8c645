import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_FAILED_MESSAGE, PROFILE_UPDATE_FAILED_MESSAGE } from '../auth';
import { PAYMENT_MESSAGES } from '../payments';
import { userMessages } from './userMessages';

// Spec part 1 §8 'General' and part 2 §8 'Users', 'Orders': the fallbacks of a failure that
// carries no message, word for word.
describe("the spec's fallback texts", () => {
  it.each([
    [PROFILE_UPDATE_FAILED_MESSAGE, 'Profile update failed'],
    [PASSWORD_CHANGE_FAILED_MESSAGE, 'Password change failed'],
    [userMessages.listRequestFailed, 'Failed to fetch users'],
    [userMessages.userRequestFailed, 'Failed to fetch user'],
    [userMessages.statsRequestFailed, 'Failed to fetch user statistics'],
    [PAYMENT_MESSAGES.bankDetailsEmailFailed, 'Failed to send bank account details via email'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
