import { describe, expect, it } from 'vitest';
import { deferPageScripts } from './deferScripts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Smart Laundry Made Simple</title>
    <script type="module" crossorigin src="/assets/landing-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">
    <link rel="modulepreload" crossorigin href="/assets/LandingPage-2.js">
    <link rel="stylesheet" crossorigin href="/assets/theme-3.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the landing page’s scripts after its first paint', () => {
  it('become the data of one deferred loader: the entry, then its preloads in order', () => {
    const html = deferPageScripts(built, '/after-first-paint.js');
    expect(html).toContain(
      '<script defer src="/after-first-paint.js" data-entry="/assets/landing-abc.js" data-preload="/assets/react-dom-1.js /assets/LandingPage-2.js"></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('keeps the stylesheets and the markup as they are', () => {
    const html = deferPageScripts(built, '/after-first-paint.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/theme-3.css">');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('refuses a page without a module script (a build that changed shape is caught)', () => {
    expect(() => deferPageScripts('<html><head></head></html>', '/x.js')).toThrow(
      'no module script',
    );
  });
});
