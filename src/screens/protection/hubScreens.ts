/**
 * The responsible-gaming page, account activity and the protection history in one chunk: the route table (in home's
 * first load) then carries one import of them instead of three.
 */
export { default as AccountActivityScreen } from './account-activity/AccountActivityScreen';
export { default as ProtectionHistoryScreen } from './protection-history/ProtectionHistoryScreen';
export { default as ResponsibleGamingScreen } from './responsible-gaming/ResponsibleGamingScreen';
