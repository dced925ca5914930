import { TOAST_MS } from '../../domain/constants';
import { pathTo } from '../../domain/shell/paths';
import { requestNavigation } from '../shell/navigator';
import { notify, type SystemLike } from '../shell/notify';

/**
 * §4 "Favourite toggle", §6 Visitor: someone without a session who does what needs one is sent to /m/login with
 * 'please log in' (key in_logged_login, 2 s): the one "visitor -> login" rule, shared by the favourite, launch and
 * lobby machines and the shell's entry decisions (app/useEntry.ts). `replace` when the
 * page itself asked on opening (an address that opens the favourites tab), so Back does not lead to a page that
 * sends the visitor straight back to login.
 */
export function sendToLogin(system: SystemLike, options: { replace?: boolean } = {}): void {
  notify(system, { type: 'TOAST', message: { key: 'errors.in_logged_login' }, durationMs: TOAST_MS.info });
  requestNavigation(system, { type: 'NAVIGATE', to: pathTo('login'), replace: options.replace === true });
}
