import { ArrowUp } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { wrapper } from './ScrollToTopButton.css';

export interface ScrollToTopButtonProps {
  /** Shown (e.g. after 300px of scrolling); hidden from everyone otherwise. */
  visible: boolean;
  /** Usually the kit's `scrollToTop`. */
  onClick: () => void;
  label?: string;
}

/** A round button at the bottom right that takes the page back to the top. */
export function ScrollToTopButton({
  visible,
  onClick,
  label = 'Scroll to top',
}: ScrollToTopButtonProps) {
  return (
    <div
      className={wrapper}
      data-visible={visible ? '' : undefined}
      aria-hidden={visible ? undefined : true}
    >
      <IconButton
        label={label}
        icon={<ArrowUp />}
        variant="secondary"
        size="lg"
        round
        tabIndex={visible ? undefined : -1}
        onClick={onClick}
      />
    </div>
  );
}
