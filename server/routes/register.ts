import type { RouteModule } from '../context';

export const registerRoutes: RouteModule = () => {};
