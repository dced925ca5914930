import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.addInitScript(() => localStorage.setItem('downloadPopupDismissed', '1'));
await p.goto(`http://127.0.0.1:23917${process.argv[2]}`);
await p.waitForTimeout(3000);
const out = [];
for (let i = 0; i < 40; i++) {
  await p.keyboard.press('Tab');
  out.push(await p.evaluate(() => { const a = document.activeElement; return `${a.tagName} ${a.getAttribute('role') ?? ''} ${a.className} "${(a.textContent || a.getAttribute('aria-label') || '').slice(0, 30)}"`; }));
}
console.log(out.map((s, i) => `${i + 1}: ${s}`).join('\n'));
await p.screenshot({ path: '/tmp/nav-shot.png' });
await b.close();
