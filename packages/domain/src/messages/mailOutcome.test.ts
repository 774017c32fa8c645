import { describe, expect, it } from 'vitest';
import { mailOutcome } from './mailOutcome';

describe('mailOutcome', () => {
  it('says sent, in a success tone, only for a message that left', () => {
    expect(mailOutcome({ sent: true, warning: null }, 'Receipt sent to a@b.lk')).toEqual({
      tone: 'success',
      text: 'Receipt sent to a@b.lk',
    });
    expect(mailOutcome({}, 'Bank details sent successfully via Email!')).toEqual({
      tone: 'success',
      text: 'Bank details sent successfully via Email!',
    });
  });

  it('says a message kept in the outbox was not sent, and why, in a warning tone', () => {
    const kept = {
      tone: 'warning',
      text: 'Saved to the outbox — not sent: no mail server is configured',
    };
    expect(mailOutcome({ sent: false, warning: 'email service not configured' }, 'Sent')).toEqual(
      kept,
    );
    expect(mailOutcome({ sent: false, warning: null }, 'Sent')).toEqual(kept);
    expect(mailOutcome({ warning: 'email service not configured' }, 'Sent')).toEqual(kept);
    expect(mailOutcome({ sent: false, warning: 'the mail server refused it' }, 'Sent')).toEqual({
      tone: 'warning',
      text: 'Saved to the outbox — not sent: the mail server refused it',
    });
  });
});
