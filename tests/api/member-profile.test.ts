/** The profile calls (issue 15 item 5): label-only fields, email and mobile binding with codes, head icons. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CoreServer, newMember, startCoreServer } from './core-server';
import { emailCode, JPG, PNG, smsCode, uploadIcon } from './member-profile-helpers';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

interface Profile {
  nickname: string;
  email: string;
  mobileNum: string;
  mobileVerified: boolean;
  birthday: string;
  address: string;
  nationality: string;
  occupation: string;
  sourceOfIncome: string;
  headIcon: string;
  options: {
    rules: Record<string, unknown> & { minAgeYears: number };
    incomeSources: string[];
    nationalities: { code: string; name: string }[];
    headIcons: { id: string; url: string }[];
  };
}

const iconsDir = () => join(core.server.ctx.dataDir, 'head-icons');

describe('profile fields', () => {
  it('answers the profile with its choices and rules, and stores the label-only fields', async () => {
    const client = await newMember(core.url, 'profone');
    const first = await client.get<Profile>('/wps/member/profile');
    expect(first.body.value).toMatchObject({ birthday: '', address: '', headIcon: '', mobileVerified: false });
    expect(first.body.value?.options.rules.minAgeYears).toBe(18);
    expect(first.body.value?.options.incomeSources).toContain('SALARY');
    expect(first.body.value?.options.nationalities.map((c) => c.code)).toContain('PH');
    const saved = await client.post('/wps/member/profile', {
      birthday: '1990-02-28',
      address: '12 Rizal Street, Manila',
      nationality: 'ph',
      occupation: 'Engineer',
      sourceOfIncome: 'SALARY',
    });
    expect(saved.body.success).toBe(true);
    const after = (await client.get<Profile>('/wps/member/profile')).body.value;
    expect(after).toMatchObject({
      birthday: '1990-02-28',
      address: '12 Rizal Street, Manila',
      nationality: 'PH',
      occupation: 'Engineer',
      sourceOfIncome: 'SALARY',
    });
    // A field left out stays; '' clears one.
    await client.post('/wps/member/profile', { occupation: '' });
    const cleared = (await client.get<Profile>('/wps/member/profile')).body.value;
    expect(cleared).toMatchObject({ occupation: '', address: '12 Rizal Street, Manila', birthday: '1990-02-28' });
  });

  it('refuses a birthday under 18 years ago, an unknown country or income choice, and a too short address', async () => {
    const client = await newMember(core.url, 'proftwo');
    const year = new Date().getUTCFullYear();
    const young = await client.post('/wps/member/profile', { birthday: `${year - 10}-01-01` });
    expect(young.body.code).toBe('INVALID_INPUT');
    expect((young.body.value as { fields?: Record<string, string> }).fields?.birthday).toMatch(/18/);
    const bad = await client.post('/wps/member/profile', {
      birthday: '1990-02-30',
      nationality: 'XX',
      sourceOfIncome: 'LOTTERY',
      address: 'abc',
      occupation: '<b>',
    });
    expect(bad.body.code).toBe('INVALID_INPUT');
    expect(Object.keys((bad.body.value as { fields?: Record<string, string> }).fields ?? {}).sort()).toEqual([
      'address',
      'birthday',
      'nationality',
      'occupation',
      'sourceOfIncome',
    ]);
    // Nothing of a refused save is stored.
    expect((await client.get<Profile>('/wps/member/profile')).body.value).toMatchObject({ birthday: '', address: '' });
  });
});

describe('email binding', () => {
  it('stores the email only after the code sent to it matches', async () => {
    const client = await newMember(core.url, 'profmail');
    const sent = await client.post<{ expiredMinutes: number }>('/wps/member/email/code', { email: 'Me@Example.com' });
    expect(sent.body.value?.expiredMinutes).toBeGreaterThan(0);
    const code = await emailCode(client, 'me@example.com');
    const wrong = await client.post('/wps/member/email/bind', {
      email: 'Me@Example.com',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.code).toBe('VERIFICATION_CODE_INVALID');
    expect((await client.get<Profile>('/wps/member/profile')).body.value?.email).toBe('');
    // The code belongs to the address it was sent to.
    const other = await client.post('/wps/member/email/bind', { email: 'other@example.com', verificationCode: code });
    expect(other.body.code).toBe('VERIFICATION_CODE_INVALID');
    const bound = await client.post('/wps/member/email/bind', { email: 'Me@Example.com', verificationCode: code });
    expect(bound.body).toMatchObject({ success: true, value: { email: 'Me@Example.com' } });
    expect((await client.get<{ email: string }>('/wps/member/info')).body.value?.email).toBe('Me@Example.com');
    // A code is used once.
    const again = await client.post('/wps/member/email/bind', { email: 'Me@Example.com', verificationCode: code });
    expect(again.body.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('waits 60 s between codes', async () => {
    const client = await newMember(core.url, 'profwait');
    expect((await client.post('/wps/member/email/code', { email: 'a@example.com' })).body.success).toBe(true);
    const soon = await client.post('/wps/member/email/code', { email: 'b@example.com' });
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('mobile binding', () => {
  it('binds a new number with its SMS code and marks it verified', async () => {
    const client = await newMember(core.url, 'profsms');
    const sent = await client.post<{ expiredMinutes: number }>('/wps/member/mobile/code', {
      mobileNum: '09170000101',
      countryDialingCode: '63',
    });
    expect(sent.body.value?.expiredMinutes).toBeGreaterThan(0);
    const code = await smsCode(client, '9170000101');
    const bound = await client.post('/wps/member/mobile/bind', {
      mobileNum: '9170000101',
      countryDialingCode: '63',
      verificationCode: code,
    });
    expect(bound.body).toMatchObject({ success: true, value: { mobileVerified: true, countryDialingCode: '63' } });
    const info = (await client.get<{ mobileVerified: boolean; mobileNum: string }>('/wps/member/info')).body.value;
    expect(info).toMatchObject({ mobileVerified: true, mobileNum: '91******01' });
  });

  it('refuses a number another account verified, after its code proves it', async () => {
    const client = await newMember(core.url, 'proftaken');
    // demo's verified number (server/seed/members.ts).
    await client.post('/wps/member/mobile/code', { mobileNum: '9171234567', countryDialingCode: '63' });
    const code = await smsCode(client, '9171234567');
    const taken = await client.post('/wps/member/mobile/bind', {
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: code,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('MOBILE_TAKEN');
    expect((await client.get<Profile>('/wps/member/profile')).body.value?.mobileVerified).toBe(false);
  });

  it('refuses a wrong code and keeps the 60 s between codes of one number', async () => {
    const client = await newMember(core.url, 'profsmsbad');
    await client.post('/wps/member/mobile/code', { mobileNum: '9170000202', countryDialingCode: '63' });
    const soon = await client.post('/wps/member/mobile/code', { mobileNum: '9170000202', countryDialingCode: '63' });
    expect(soon.body.code).toBe('TOO_MANY_REQUESTS');
    const code = await smsCode(client, '9170000202');
    const wrong = await client.post('/wps/member/mobile/bind', {
      mobileNum: '9170000202',
      countryDialingCode: '63',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.code).toBe('VERIFICATION_CODE_INVALID');
    expect((await client.get<Profile>('/wps/member/profile')).body.value?.mobileVerified).toBe(false);
  });
});

describe('head icon', () => {
  it('takes a preset, then an upload (png or jpg by bytes), and replaces the old upload on disk', async () => {
    const client = await newMember(core.url, 'proficon');
    const preset = await client.post<{ headIcon: string }>('/wps/member/headIcon', { preset: 'star' });
    expect(preset.body.value?.headIcon).toBe('/wps/headIcons/presets/star.svg');
    const svg = await fetch(`${core.url}/wps/headIcons/presets/star.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect((await client.get<{ headIcon: string }>('/wps/member/info')).body.value?.headIcon).toBe(
      '/wps/headIcons/presets/star.svg',
    );
    const first = await uploadIcon(core.url, client, PNG);
    expect(first.body.success).toBe(true);
    const address = first.body.value?.headIcon ?? '';
    expect(address).toMatch(/^\/wps\/headIcons\/[0-9a-f]{32}\.png$/);
    const served = await fetch(core.url + address);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const own = await fetch(`${core.url}/wps/member/headIcon`, { headers: { token: client.token ?? '' } });
    expect(own.headers.get('content-type')).toBe('image/png');
    // A jpg named .png is a jpg; the png's file is gone.
    const second = await uploadIcon(core.url, client, JPG, 'me.png');
    expect(second.body.value?.headIcon).toMatch(/\.jpg$/);
    expect((await fetch(core.url + address)).status).toBe(404);
    const files = readdirSync(iconsDir());
    expect(files).toContain((second.body.value?.headIcon ?? '').split('/').pop());
    expect(files).not.toContain(address.split('/').pop());
    // Back to a preset: the upload's file is removed too.
    await client.post('/wps/member/headIcon', { preset: 'moon' });
    expect(existsSync(join(iconsDir(), (second.body.value?.headIcon ?? '').split('/').pop() ?? ''))).toBe(false);
    const presetAnswer = await client.get<{ headIcon: string }>('/wps/member/headIcon');
    expect(presetAnswer.body.value?.headIcon).toBe('/wps/headIcons/presets/moon.svg');
  });

  it('answers NO_HEAD_ICON for the default icon', async () => {
    const client = await newMember(core.url, 'proficon0');
    const answer = await client.get('/wps/member/headIcon');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NO_HEAD_ICON');
  });
});
