import { useLocation } from 'wouter';
import { isInboxPath } from '../../../domain/messages/centre';
import { CentreHub } from './CentreHub';
import { Inbox } from './Inbox';
import '../../../ui/messages/centre.css';

/**
 * The message centre route (spec §2 "Message center"): /m/message is the hub; /m/messages and /m/webEmail (the
 * platform's older inbox addresses) open the inbox directly.
 */
export default function MessageScreen() {
  const [location] = useLocation();
  return isInboxPath(location) ? <Inbox key="inbox" /> : <CentreHub key="hub" />;
}
