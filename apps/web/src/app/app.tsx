// The whole app below the router and the feedback provider: the same on the server and in the browser.
import { useRoutes } from '../components/router.tsx';
import { routes } from './routes.tsx';

export function App() {
  return useRoutes(routes);
}
