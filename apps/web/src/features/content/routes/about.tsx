// /about-us
import { ABOUT } from '../../../i18n/en/content/company.ts';
import { LegalPageView } from '../components/legal-page.tsx';

export function Component() {
  return <LegalPageView page={ABOUT} />;
}
