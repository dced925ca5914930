import { describe, expect, it } from 'vitest';
import { contractPromptsApply, isAgent, isRealMember, isTrialMember } from './member';

describe('member types (spec §3 Member info, §6 roles)', () => {
  it('0, 1, 2 are real players; 4 and any other type are trial; nobody without a type is either', () => {
    for (const t of [0, 1, 2]) {
      expect(isRealMember(t), `type ${t}`).toBe(true);
      expect(isTrialMember(t), `type ${t}`).toBe(false);
    }
    for (const t of [4, 3, 40, -1]) {
      expect(isRealMember(t), `type ${t}`).toBe(false);
      expect(isTrialMember(t), `type ${t}`).toBe(true);
    }
    for (const t of [null, undefined]) {
      expect(isRealMember(t)).toBe(false);
      expect(isTrialMember(t)).toBe(false);
    }
  });

  it('agents are types above 0', () => {
    expect(isAgent(1)).toBe(true);
    expect(isAgent(40)).toBe(true);
    expect(isAgent(0)).toBe(false);
    expect(isAgent(null)).toBe(false);
    expect(isAgent(undefined)).toBe(false);
  });

  it('contract prompts need AGENTPOLICY3 and a type not in 4, 40, 41, 42', () => {
    for (const t of [0, 1, 2, 3, 43]) expect(contractPromptsApply(t, true), `type ${t}`).toBe(true);
    for (const t of [4, 40, 41, 42]) expect(contractPromptsApply(t, true), `type ${t}`).toBe(false);
    expect(contractPromptsApply(1, false)).toBe(false);
    expect(contractPromptsApply(null, true)).toBe(false);
  });
});
