// Starts the app once the server's first view has painted its pictures (server/site/firstView.ts). Starting the app
// is the heaviest work of the visit: run first, it would hold those pictures off the screen until it is done. The
// app's chunks download meanwhile (the HTML preloads them); on a phone network the small pictures come first anyway.
(() => {
  const app = document.currentScript?.dataset.app;
  if (!app) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.append(script);
  };
  const settled = (img) =>
    img.complete
      ? Promise.resolve()
      : new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        });
  const pictures = [...document.querySelectorAll('#first-view img')];
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  Promise.all(pictures.map(settled)).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
  // A slow picture, or a hidden page (no frames), must not hold the app for long.
  setTimeout(start, 3000);
})();
