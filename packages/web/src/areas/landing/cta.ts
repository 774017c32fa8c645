import { ctaBase, ctaFullWidth, ctaSize, ctaTone } from './landing.css';

export type CtaTone = keyof typeof ctaTone;

/** The class of a landing call to action (a link or a button). */
export function ctaClass({
  tone = 'primary',
  size = 'md',
  fullWidth = false,
}: {
  tone?: CtaTone;
  size?: keyof typeof ctaSize;
  fullWidth?: boolean;
} = {}): string {
  return [ctaBase, ctaTone[tone], ctaSize[size], fullWidth ? ctaFullWidth : '']
    .filter(Boolean)
    .join(' ');
}
