// /terms-and-conditions
import { TERMS } from '../../../i18n/en/content/legal.ts';
import { LegalPageView } from '../components/legal-page.tsx';

export function Component() {
  return <LegalPageView page={TERMS} />;
}
