// The whole app below the router and the feedback provider: the same on the server and in the browser.
import { useRoutes } from 'react-router';
import { pageRoutes } from './routes.tsx';

export function App() {
  return useRoutes(pageRoutes);
}
