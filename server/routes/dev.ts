import type { RouteModule } from '../context';

export const devRoutes: RouteModule = () => {};
