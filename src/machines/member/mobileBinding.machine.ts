import { codeBindingMachine } from './codeBinding';

/** Mobile binding (issue 15 item 5): send an SMS code -> countdown -> bind; the bound number becomes verified. */
export const mobileBindingMachine = codeBindingMachine('mobileBinding', 'mobile');
