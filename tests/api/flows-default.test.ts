/** The flows page (machine diagrams) is a development aid: the shipped site config keeps it off (issue 10). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../server/config/site-config';
import { Client, type CoreServer, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer({ config: loadSiteConfig(), devTools: false });
});
afterAll(async () => {
  await core?.destroy();
});

describe('flows page by default', () => {
  it('is off in the default site config', () => {
    expect(loadSiteConfig().get().flowsPage).toBe(false);
  });

  it('is off in the status call the site reads with the default config', async () => {
    const status = await new Client(core.url).get<{ info: { flowsPage: boolean } }>('/wps/system/status');
    expect(status.body.success).toBe(true);
    expect(status.body.value?.info.flowsPage).toBe(false);
  });
});
