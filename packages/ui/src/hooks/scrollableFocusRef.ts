/**
 * A callback ref that makes a scroll box keyboard-focusable only while its content overflows,
 * so keyboard users can scroll it and nobody meets a useless tab stop otherwise. The first
 * check is the observer's first report, after the browser's own layout: reading the sizes here,
 * while React commits a new dialog, would force a layout of the whole page inside the click
 * that opened it (issue 26).
 */
export function scrollableFocusRef(node: HTMLElement | null) {
  if (!node) return;
  const update = () => {
    if (node.scrollHeight > node.clientHeight + 1) node.tabIndex = 0;
    else node.removeAttribute('tabindex');
  };
  if (typeof ResizeObserver === 'undefined') {
    update();
    return;
  }
  const observer = new ResizeObserver(update);
  observer.observe(node);
  for (const child of Array.from(node.children)) observer.observe(child);
  return () => observer.disconnect();
}
