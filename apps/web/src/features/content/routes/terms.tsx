// /terms-and-conditions
import { LegalPageView } from '../components/legal-page.tsx';
import { prepareContent, useContent } from '../page-content.ts';
import '../content.css';

export const prepare = prepareContent('legal');

export function Component() {
  return <LegalPageView page={useContent('legal').TERMS} />;
}
