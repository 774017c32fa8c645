import type { Plugin } from 'vite';

/**
 * Preloads the landing page's text font from its HTML. Otherwise the browser asks for it only
 * once the script has rendered text, the text is first drawn in the fallback font, and the swap
 * moves the hero (a layout shift) a moment later. Only the Latin subset the page uses.
 */
export function preloadFont({ page, font }: { page: string; font: RegExp }): Plugin {
  return {
    name: 'laundry:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { path, bundle }) {
        if (path !== `/${page}` || !bundle) return;
        const asset = Object.values(bundle).find(
          (output) => output.type === 'asset' && font.test(output.fileName),
        );
        if (!asset) return;
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${asset.fileName}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
