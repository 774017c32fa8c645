import type { Plugin } from 'vite';

/**
 * Fetches a prerendered page's scripts at low priority: the server writes the page's markup into
 * it, so the first paint needs only the stylesheets and the font, and the scripts (which only
 * make the page interactive) no longer compete with them on a slow connection. The module
 * preloads stay, so the scripts still arrive together rather than one import at a time.
 */
export function deferScripts({ page }: { page: string }): Plugin {
  return {
    name: 'laundry:defer-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path }) {
        if (path !== `/${page}`) return;
        return html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        );
      },
    },
  };
}
