import type { RouteModule } from '../context';

export const agentRoutes: RouteModule = () => {};
