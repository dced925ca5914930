import type { RouteModule } from '../context';

export const sessionRoutes: RouteModule = () => {};
