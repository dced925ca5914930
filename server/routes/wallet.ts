import type { RouteModule } from '../context';

export const walletRoutes: RouteModule = () => {};
