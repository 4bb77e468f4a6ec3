// Sets document.title for a screen, so each route announces itself.
import { useEffect } from 'react';
import { site } from '../app/site.ts';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${site.brandName}`;
  }, [title]);
}
