/**
 * The critical CSS of a first view: the rules of the app's stylesheets that its layer's markup uses, found with
 * beasties (the maintained fork of critters). Inlined in the head, they let the layer paint as soon as the HTML is
 * there, without the whole stylesheets (which stay linked at the end of the body for the app). Worked out once per
 * layer template (the markup without its pictures) and build; a failure is not kept, the next request tries again.
 */
import Beasties from 'beasties';

const STYLE = /<style>([\s\S]*?)<\/style>/;
/** Layer templates are few (home, the lobby with and without a search box); a new build brings new ones. */
const MAX_CACHED = 64;

export function criticalCss(distDir: string, base = '/m/'): (stylesheets: string[], markup: string) => Promise<string> {
  const beasties = new Beasties({
    path: distDir,
    publicPath: base,
    preload: 'body',
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    compress: true,
    logLevel: 'silent',
  });
  const cache = new Map<string, Promise<string>>();
  return (stylesheets, markup) => {
    const template = markup.replace(/ (src|data-picture)="[^"]*"/g, '');
    const key = `${stylesheets.join(',')}\n${template}`;
    let css = cache.get(key);
    if (!css) {
      const links = stylesheets.map((file) => `<link rel="stylesheet" href="${base}${file}">`).join('');
      // Both themes' rules: the page starts in either (./theme.ts).
      const page = `<!doctype html><html class="theme-dark theme-light"><head>${links}</head><body><div id="root"></div>${template}</body></html>`;
      if (cache.size >= MAX_CACHED) cache.clear();
      css = beasties.process(page).then((html) => STYLE.exec(html)?.[1] ?? '');
      css.catch(() => cache.delete(key));
      cache.set(key, css);
    }
    return css;
  };
}
