import { expect, test } from './fixtures';

/** Home's banner carousel (spec §2): swiper takes over the first banner, autoplays every 5 s, loops, swipes. */
test('the banner carousel autoplays, loops and follows a swipe', async ({ page }) => {
  await page.goto('/m/home');
  const carousel = page.getByRole('region', { name: 'Promotions' });
  await expect(carousel.locator('.swiper')).toBeVisible();
  const dots = carousel.locator('.banner-dots button');
  const count = await dots.count();
  expect(count).toBeGreaterThan(1);
  const shownSrc = () => carousel.locator('.swiper-slide-active img').getAttribute('src');
  const firstSrc = await shownSrc();
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

  // Autoplay: the second banner after 5 s.
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 7_000 });
  await expect.poll(shownSrc).not.toBe(firstSrc);

  // A dot picks the last banner; a swipe to the left from there loops round to the first.
  await dots.nth(count - 1).click();
  await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true');
  const box = (await carousel.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.1, y, { steps: 5 });
  await page.mouse.up();
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect.poll(shownSrc).toBe(firstSrc);
});
