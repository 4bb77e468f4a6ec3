// /faqs: an accordion of questions (native details/summary: keyboard and screen-reader friendly).
import { usePageTitle } from '../../../components/page-title.ts';
import { contentText } from '../../../i18n/en/content.ts';
import { Blocks } from '../components/blocks.tsx';
import { prepareContent, useContent } from '../page-content.ts';
import '../content.css';

export const prepare = prepareContent('faqs');

export function Component() {
  const { FAQS } = useContent('faqs');
  usePageTitle(contentText('faqs.title'), contentText('meta.faqs'));
  return (
    <div className="page page--narrow">
      <h1>{contentText('faqs.title')}</h1>
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
