// Fetches and starts the app once the server's first view is on screen (server/site/firstView.ts). The first view
// carries the page's main pictures itself, so the first paint needs nothing from the network; the app's chunks
// (data-preload, then the entry data-app) are asked for right after it, so they neither hold that paint back nor
// compete with the pictures that the first view still links.
(() => {
  const me = document.currentScript;
  const app = me?.dataset.app;
  if (!app) return;
  const preloads = (me.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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
    script.src = app;
    document.head.append(script);
  };
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  requestAnimationFrame(() => setTimeout(start, 0));
  // A hidden page gets no frames: start anyway.
  setTimeout(start, 500);
})();
