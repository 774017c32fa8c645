/**
 * A callback ref that makes a scroll box keyboard-focusable only while its content overflows,
 * so keyboard users can scroll it and nobody meets a useless tab stop otherwise.
 */
export function scrollableFocusRef(node: HTMLElement | null) {
  if (!node) return;
  const update = () => {
    if (node.scrollHeight > node.clientHeight + 1) node.tabIndex = 0;
    else node.removeAttribute('tabindex');
  };
  update();
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(update);
  observer.observe(node);
  for (const child of Array.from(node.children)) observer.observe(child);
  return () => observer.disconnect();
}
