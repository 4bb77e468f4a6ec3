// /faqs: an accordion of questions (native details/summary: keyboard and screen-reader friendly).
import { usePageTitle } from '../../../components/page-title.ts';
import { t } from '../../../i18n/t.ts';
import { Blocks } from '../components/blocks.tsx';
import { prepareContent, useContent } from '../page-content.ts';
import '../../../i18n/en/content.ts';

export const prepare = prepareContent('faqs');

export function Component() {
  const { FAQS } = useContent('faqs');
  usePageTitle(t('faqs.title'), t('meta.faqs'));
  return (
    <div className="page page--narrow">
      <h1>{t('faqs.title')}</h1>
      <div className="accordion">
        {FAQS.map((f) => (
          <details key={f.question} className="accordion__item">
            <summary>{f.question}</summary>
            <div className="accordion__body">
              <Blocks blocks={f.answer} />
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
