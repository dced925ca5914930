import type { RouteModule } from '../context';

export const memberRoutes: RouteModule = () => {};
