import type { Plugin } from 'vite';

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * `html` with its module script and module preloads replaced by one deferred `loader` script
 * that carries them as data (`data-entry`, `data-preload`) and adds them once the first frame
 * is painted (public/after-first-paint.js).
 */
export function deferPageScripts(html: string, loader: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('The page has no module script to defer');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const start = `<script defer src="${loader}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, `\n    ${start}`);
}

/**
 * A prerendered page's scripts start after its first frame: the server writes the page's markup
 * into it, so the first paint needs only the HTML, the stylesheets and the font, and the scripts
 * (which only make the page interactive) no longer compete with them on a slow connection.
 * Lighthouse's mobile run: performance 93 → 97, LCP 2.4 → 1.8 s (docs/benchmarks.md).
 */
export function deferScripts({ page, loader }: { page: string; loader: string }): Plugin {
  return {
    name: 'laundry:defer-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path }) {
        if (path !== `/${page}`) return;
        return deferPageScripts(html, loader);
      },
    },
  };
}
