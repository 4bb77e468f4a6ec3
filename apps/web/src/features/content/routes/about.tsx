// /about-us
import { LegalPageView } from '../components/legal-page.tsx';
import { prepareContent, useContent } from '../page-content.ts';
import '../content.css';

export const prepare = prepareContent('company');

export function Component() {
  return <LegalPageView page={useContent('company').ABOUT} />;
}
