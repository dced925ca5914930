import { test } from '../fixtures';
import {
  addWalkAnnouncement,
  announcementPopupEvents,
  announcementPopupStates,
  removeAnnouncement,
  startAnnouncementPopup,
} from './announcementPopup.handlers';
import { announcementPopupModel } from './announcementPopup.model';
import { replayWalk } from './walk-runner';

// The e2e server seeds no popup (DEMO_POPUPS=0): the walk adds its own and removes it afterwards.
let announcementId = 0;
test.beforeAll(async ({ baseURL }) => {
  announcementId = await addWalkAnnouncement(baseURL!);
});
test.afterAll(async ({ baseURL }) => {
  await removeAnnouncement(baseURL!, announcementId);
});

replayWalk({
  model: announcementPopupModel,
  start: startAnnouncementPopup(() => announcementId),
  states: announcementPopupStates,
  events: announcementPopupEvents,
});
