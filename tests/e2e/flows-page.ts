import type { Page } from '@playwright/test';

/** An operator's config that turns the flows page on (the shipped config keeps it off). */
export async function configTurnsFlowsPageOn(page: Page): Promise<void> {
  await page.route('**/wps/system/status', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.value.info.flowsPage = true;
    await route.fulfill({ response, json: body });
  });
}
