import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import { normaliseConfig } from '../../domain/shell/site-config';
import { languageMachine } from './language.machine';
import { siteConfigMachine } from './siteConfig.machine';

/** The language machine whose texts download at once, recording which language each download asked for. */
function recordingLoads() {
  const asked: unknown[] = [];
  const machine = languageMachine.provide({
    actors: {
      loadLanguage: fromPromise<string, { language: string }>(async ({ input }) => {
        asked.push(input);
        return input.language;
      }),
    },
  });
  return { machine, asked };
}

describe('language machine (§1 languages: only the active language is downloaded)', () => {
  it("downloads the texts of the language to show: EN by default, then the player's choice", async () => {
    const { machine, asked } = recordingLoads();
    const actor = createActor(machine, { input: undefined }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'CHANGE', language: 'vi' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual([{ language: 'EN' }, { language: 'VI' }]);
    actor.stop();
  });

  it("follows the site config actor of its system: the config's default language once the config is in", async () => {
    const { machine, asked } = recordingLoads();
    const root = standInRoot({ siteConfig: siteConfigMachine });
    const siteConfig = root.system.get('siteConfig');
    const actor = createActor(machine, { parent: root, input: undefined }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    siteConfig.send({ type: 'CONFIG_LOADED', config: normaliseConfig({ defaultLanguage: 'TH' }) });
    await waitFor(actor, (s) => s.matches('ready') && s.context.language === 'TH');
    expect(asked).toEqual([{ language: 'EN' }, { language: 'TH' }]);
    root.stop();
  });

  it('hears a config that was in before it started', async () => {
    const { machine } = recordingLoads();
    const root = standInRoot({ siteConfig: siteConfigMachine });
    root.system.get('siteConfig').send({ type: 'CONFIG_LOADED', config: normaliseConfig({ defaultLanguage: 'JA' }) });
    const actor = createActor(machine, { parent: root, input: undefined }).start();
    await waitFor(actor, (s) => s.matches('ready') && s.context.language === 'JA');
    root.stop();
  });
});
