import { NotificationsHost } from './NotificationsHost';
import { Shell } from './Shell';
import { StatusGate } from './StatusGate';

export function App() {
  return (
    <>
      <StatusGate>
        <Shell />
      </StatusGate>
      <NotificationsHost />
    </>
  );
}
