import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Announcement } from '../../domain/messages/announcements';
import { type PopupGroup, type PopupMemory, popupSignature } from '../../domain/messages/popup';
import { type AnnouncementPopupInput, announcementPopupMachine } from './announcementPopup.machine';

const thai = [{ id: '1', title: 'ประกาศ', content: '<p>หนึ่ง</p>' }];
const english = [{ id: '1', title: 'Notice', content: '<p>One</p>' }];

/** The popup run alone in its 500 ms delay (the clock does not move), each saved memory recorded. */
function popup(input?: AnnouncementPopupInput) {
  const saved: { memory: PopupMemory }[] = [];
  const machine = announcementPopupMachine.provide({
    actions: { saveMemory: (_args, params) => saved.push(params as { memory: PopupMemory }) },
  });
  const actor = createActor(machine, { input, clock: new SimulatedClock() }).start();
  const load = (group: PopupGroup, items: Announcement[], language: string) =>
    actor.send({ type: 'LIST_LOADED', group, items, language });
  return { actor, saved, load };
}

describe('announcement popup: its start (§2, §4)', () => {
  it('starts with no list, as a visitor (group B) in no known language, nothing held', () => {
    const { actor } = popup();
    expect(actor.getSnapshot().value).toBe('delaying');
    expect(actor.getSnapshot().context).toEqual({
      items: [],
      group: 'B',
      language: '',
      memory: {},
      reducedMotion: false,
      held: false,
    });
  });

  it('keeps the memory it is given and the reduced motion preference only when it is asked for', () => {
    const memory = { A: '1:abcdef01' };
    expect(popup({ memory, reducedMotion: true }).actor.getSnapshot().context).toMatchObject({
      memory,
      reducedMotion: true,
    });
    expect(popup({ reducedMotion: false }).actor.getSnapshot().context.reducedMotion).toBe(false);
    expect(popup({}).actor.getSnapshot().context.reducedMotion).toBe(false);
  });
});

describe('announcement popup: the closed list in another language counts as closed (§4)', () => {
  it('the same announcements of the same group in another language are remembered as closed', () => {
    const { actor, saved, load } = popup({ memory: { B: popupSignature(thai) } });
    load('B', thai, 'TH');
    expect(saved).toEqual([]);
    load('B', english, 'EN');
    expect(saved).toEqual([{ memory: { B: popupSignature(english) } }]);
    expect(actor.getSnapshot().context).toMatchObject({ items: english, group: 'B', language: 'EN' });
  });

  it("another group's list is not a translation of the closed one", () => {
    const { actor, saved, load } = popup({ memory: { B: popupSignature(thai) } });
    load('B', thai, 'TH');
    load('A', english, 'EN');
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({
      items: english,
      group: 'A',
      language: 'EN',
      memory: { B: popupSignature(thai) },
    });
  });

  it('an empty list is never remembered as closed, whatever the memory says', () => {
    const { actor, saved, load } = popup({ memory: { B: popupSignature([]) } });
    load('B', [], 'TH');
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ items: [], language: 'TH', memory: { B: popupSignature([]) } });
  });

  it('a list the player did not close is not remembered when it comes in another language', () => {
    const { actor, saved, load } = popup({ memory: { A: popupSignature(thai) } });
    load('B', thai, 'TH');
    load('B', english, 'EN');
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().context.memory).toEqual({ A: popupSignature(thai) });
  });
});
