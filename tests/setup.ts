// The web project runs in node; a file that needs a browser says `@vitest-environment jsdom` and gets the DOM's set-up.
if (typeof document !== 'undefined') await import('./setup-dom');
else await import('./setup-storage');

export {};
