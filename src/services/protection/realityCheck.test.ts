import { afterEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../shell/http', () => ({ call: (...args: unknown[]) => call(...args) }));

const { answerRealityCheck, fetchRealityCheckStatus } = await import('./realityCheck');

describe('reality-check calls', () => {
  afterEach(() => call.mockReset());

  it('polls the status as a background call, so an idle player is still logged out (inactivity logout)', async () => {
    call.mockResolvedValue({ due: false });
    await fetchRealityCheckStatus();
    expect(call).toHaveBeenCalledWith('/wps/member/protection/realityCheck/status', {
      signal: undefined,
      background: true,
    });
  });

  it("sends the player's answer as the player's own call (it is activity)", async () => {
    call.mockResolvedValue({ due: false });
    await answerRealityCheck('CONTINUE');
    expect(call).toHaveBeenCalledWith('/wps/member/protection/realityCheck/answer', {
      method: 'POST',
      body: { action: 'CONTINUE' },
      signal: undefined,
    });
  });
});
