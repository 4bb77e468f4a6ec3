// /career: 'Career is Opening Soon'.

import { usePageTitle } from '../../../components/page-title.ts';
import { site } from '../../../components/site.ts';
import { contentText } from '../../../i18n/en/content.ts';
import { t } from '../../../i18n/t.ts';
import { Blocks } from '../components/blocks.tsx';
import { prepareContent, useContent } from '../page-content.ts';
import '../content.css';

export const prepare = prepareContent('company');

export function Component() {
  const { CAREERS_BODY } = useContent('company');
  usePageTitle(t('careerOpening'), contentText('meta.career', { brand: site.brandName }));
  return (
    <section className="page page--narrow notice prose">
      <h1>{t('careerOpening')}</h1>
      <Blocks blocks={CAREERS_BODY} />
    </section>
  );
}
