import { codeBindingMachine } from './codeBinding';

/** Email binding (issue 15 item 5): send a code to the address -> countdown -> verify; stored only when it matches. */
export const emailBindingMachine = codeBindingMachine('emailBinding', 'email');
