// Renders long-form content blocks (paragraphs, headings, lists).
import type { Block } from '../../../i18n/content-types.ts';

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((b, i) => {
        const key = `${b.kind}-${i}`;
        switch (b.kind) {
          case 'p':
            return <p key={key}>{b.text}</p>;
          case 'h2':
            return <h2 key={key}>{b.text}</h2>;
          case 'h3':
            return <h3 key={key}>{b.text}</h3>;
          case 'ul':
            return (
              <ul key={key}>
                {b.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'ol':
            return (
              <ol key={key}>
                {b.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

/** Plain text of a block, for search. */
export function blockText(b: Block): string {
  return b.kind === 'ul' || b.kind === 'ol' ? b.items.join(' ') : b.text;
}
