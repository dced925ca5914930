import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:8090';
const pages = process.argv.slice(3);
const theme = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await b.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
});
await ctx.addInitScript((t) => {
  localStorage.setItem('theme', t);
  localStorage.setItem('downloadPopupDismissed', '1');
}, theme);
const p = await ctx.newPage();
for (const path of pages) {
  await p.goto(base + path);
  await p.waitForTimeout(2500);
  const name = path.replace(/[^a-z0-9]+/gi, '_');
  await p.screenshot({ path: `/tmp/dev/s-${theme}-${name}.png` });
}
await b.close();
