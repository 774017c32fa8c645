import { Avatar as RadixAvatar } from 'radix-ui';
import { avatar, type avatarSizes, type avatarTones, image } from './Avatar.css';

export interface AvatarProps {
  /** One or two letters, shown when there is no picture (or until it loads). */
  initials: string;
  size?: (typeof avatarSizes)[number];
  tone?: (typeof avatarTones)[number];
  /** A picture; the initials show until it loads or if it fails. */
  src?: string;
  /** Names the person for screen readers; without it the avatar is decorative. */
  label?: string;
}

export function Avatar({ initials, size, tone, src, label }: AvatarProps) {
  return (
    <RadixAvatar.Root
      className={avatar({ size, tone })}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {src ? <RadixAvatar.Image className={image} src={src} alt="" /> : null}
      <RadixAvatar.Fallback delayMs={src ? 300 : undefined}>
        {initials.slice(0, 2)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
