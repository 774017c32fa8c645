import {
  MESSAGE_CHANNEL_LABELS,
  type MessageChannel,
  messageChannelMessages,
  messageChannels,
} from '@laundry/domain';
import { Checkbox, SegmentedControl } from '@laundry/ui';
import { useId } from 'react';
import * as styles from './MessagePreferenceFields.css';

const channelOptions = messageChannels.map((channel) => ({
  value: channel,
  label: MESSAGE_CHANNEL_LABELS[channel],
}));

export interface MessagePreferenceFieldsProps {
  channel: MessageChannel;
  optOut: boolean;
  onChannelChange: (channel: MessageChannel) => void;
  onOptOutChange: (optOut: boolean) => void;
  /** The channel's problem (e-mail chosen without an address). */
  error?: string | undefined;
  hint?: string;
  /** The words in another language (the registration wizard's, issue 42); English otherwise. */
  words?: MessagePreferenceWords;
}

export interface MessagePreferenceWords {
  legend: string;
  channel: string;
  optOut: string;
  channels: Record<MessageChannel, string>;
}

/**
 * How a customer hears that their laundry is ready (issue 25): e-mail, SMS or WhatsApp, or no
 * messages at all. One piece for the customer form (react-hook-form) and the registration wizard
 * (its machine): each binds the values its own way.
 */
export function MessagePreferenceFields({
  channel,
  optOut,
  onChannelChange,
  onOptOutChange,
  error,
  hint = 'We send one short message when the laundry is ready or on its way.',
  words,
}: MessagePreferenceFieldsProps) {
  const id = useId();
  return (
    <fieldset
      className={styles.group}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className={styles.legend}>
        {words?.legend ?? messageChannelMessages.channelLabel}
      </legend>
      <SegmentedControl
        label={words?.channel ?? 'Channel'}
        options={
          words
            ? channelOptions.map((option) => ({ ...option, label: words.channels[option.value] }))
            : channelOptions
        }
        value={channel}
        onValueChange={onChannelChange}
        disabled={optOut}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error && !optOut ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Checkbox
        label={words?.optOut ?? messageChannelMessages.optOutLabel}
        name="messagesOptOut"
        checked={optOut}
        onCheckedChange={onOptOutChange}
      />
    </fieldset>
  );
}
