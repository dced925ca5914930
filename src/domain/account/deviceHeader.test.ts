import { describe, expect, it } from 'vitest';
import { loginDeviceHeaders } from './deviceHeader';

describe('the login call headers (spec §7: Device OTHERS when run as a home-screen app)', () => {
  it('names the device only for the installed app', () => {
    expect(loginDeviceHeaders('installed')).toEqual({ Device: 'OTHERS' });
    expect(loginDeviceHeaders('browser')).toEqual({});
    expect(loginDeviceHeaders('app')).toEqual({});
  });
});
