// /career: 'Career is Opening Soon'.

import { usePageTitle } from '../../../components/page-title.ts';
import { site } from '../../../components/site.ts';
import { CAREERS_BODY } from '../../../i18n/en/content/company.ts';
import { t } from '../../../i18n/t.ts';
import { Blocks } from '../components/blocks.tsx';
import '../../../i18n/en/content.ts';

export function Component() {
  usePageTitle(t('careerOpening'), t('meta.career', { brand: site.brandName }));
  return (
    <section className="page page--narrow notice prose">
      <h1>{t('careerOpening')}</h1>
      <Blocks blocks={CAREERS_BODY} />
    </section>
  );
}
