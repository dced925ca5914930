import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { normaliseConfig } from '../../domain/shell/site-config';
import { siteConfigMachine } from './siteConfig.machine';
import { selectConfig, selectFlag, selectFlowsPage, selectImageCdn, selectSiteName } from './siteConfig.view';

/** The siteConfig actor's snapshot before any config, and after `info` came (spec §3 status response). */
function snapshot(info?: unknown) {
  const actor = createActor(siteConfigMachine, { input: undefined }).start();
  if (info !== undefined) actor.send({ type: 'CONFIG_LOADED', config: normaliseConfig(info) });
  return actor.getSnapshot();
}

describe('site config selectors (§6 feature flags)', () => {
  it('gives the config once it is in', () => {
    expect(selectConfig(snapshot())).toBeNull();
    expect(selectConfig(snapshot({ merchantCode: 'm1' }))?.merchantCode).toBe('m1');
  });

  it('reads a flag as on only when the config turns it on; every flag is off before the config', () => {
    const s = snapshot({ flags: { VIP: true, CBS3: false } });
    expect(selectFlag('VIP')(s)).toBe(true);
    expect(selectFlag('CBS3')(s)).toBe(false);
    expect(selectFlag('REWCEN3')(s)).toBe(false);
    expect(selectFlag('VIP')(snapshot())).toBe(false);
  });

  it('gives the image CDN picked from the config, none before it (§9)', () => {
    expect(selectImageCdn(snapshot())).toBeNull();
    expect(selectImageCdn(snapshot({ imageCDNs: ['https://img.example'] }))).toBe('https://img.example');
  });

  it('turns the diagrams page on only when the operator says so (flowsPage, off by default)', () => {
    expect(selectFlowsPage(snapshot())).toBe(false);
    expect(selectFlowsPage(snapshot({}))).toBe(false);
    expect(selectFlowsPage(snapshot({ flowsPage: true }))).toBe(true);
  });

  it('names the site from the config for the document title, nothing before it', () => {
    expect(selectSiteName(snapshot())).toBe('');
    expect(selectSiteName(snapshot({ siteName: 'Royal Demo Casino' }))).toBe('Royal Demo Casino');
  });
});
