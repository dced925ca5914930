/** Member types and what each may do (spec §3 "Member info", §6 "Roles and permissions"). */

/** 0, 1, 2 are real players; 4 is free play / trial (the default); above 0 is an agent; 40-42 are agent-type codes. */
export type MemberType = number;

export const TRIAL_TYPE = 4;
const REAL_TYPES = new Set<MemberType | null | undefined>([0, 1, 2]);
/** Types exempt from the agent contract prompts (§4 "Agent contract prompts"). */
const NO_CONTRACT_PROMPT_TYPES = new Set([4, 40, 41, 42]);

/** A real account: may deposit, withdraw, open the inbox and live chat (§6). */
export function isRealMember(type: MemberType | null | undefined): boolean {
  return REAL_TYPES.has(type);
}

/** Trial or free-play: type 4, or any type not 0, 1, 2 (§6). Rejected with `free_reject`. */
export function isTrialMember(type: MemberType | null | undefined): boolean {
  return type != null && !REAL_TYPES.has(type);
}

/** Agents: type above 0 (§6). Referral goes to /m/agentRegister. */
export function isAgent(type: MemberType | null | undefined): boolean {
  // No type: not an agent.
  return (type ?? 0) > 0;
}

/** Contract prompts run for types not in 4, 40, 41, 42, and only with flag AGENTPOLICY3 (§4). */
export function contractPromptsApply(type: MemberType | null | undefined, agentPolicyFlag: boolean): boolean {
  return agentPolicyFlag && type != null && !NO_CONTRACT_PROMPT_TYPES.has(type);
}
