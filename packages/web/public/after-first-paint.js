// A public page's markup (the landing's, the tracking page's) arrives prerendered by the server,
// so its scripts only make it
// interactive: they are fetched after the first frame is painted, not alongside it, and a slow
// phone connection spends its first round trips on what the student sees. (A file, not an inline
// script: the content security policy allows scripts from the site only.) The build writes the
// entry and its preloads into this tag's data attributes (build/deferScripts.ts).
(() => {
  const tag = document.currentScript;
  const entry = tag?.dataset.entry;
  if (!entry) return;
  const preloads = (tag.dataset.preload ?? '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start));
})();
