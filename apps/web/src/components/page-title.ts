// Sets a screen's title (and, for public pages, its meta description), so each route announces itself. A server
// render collects both for the page's <head>; in the browser the document follows navigation.
import { useContext, useEffect } from 'react';
import { ServerRenderContext } from './server-render.ts';
import { site } from './site.ts';

export function usePageTitle(title: string, description?: string) {
  const server = useContext(ServerRenderContext);
  if (server) {
    server.head.title = title;
    if (description) server.head.description = description;
  }
  useEffect(() => {
    document.title = `${title} | ${site.brandName}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
