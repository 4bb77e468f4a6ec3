// Generated bad requests for a route that takes a form upload (multipart/form-data, requests.ts): the seed's form
// broken (a field or file made hostile, a part left out or doubled, the body cut short, a boundary not the body's), or
// a raw body or JSON sent instead of a form.
import fc from 'fast-check';
import { nastyString, rawBodies, serialise } from './hostile-values.ts';

/** A form upload (multipart/form-data) a route takes: its text fields and its files, as text. */
export type FormSeed = {
  fields: Record<string, string>;
  files: { field: string; filename: string; content: string }[];
};

const BOUNDARY = 'fuzz7MA4YWxkTrZu0gW';

function formText(fields: [string, string][], files: FormSeed['files'], boundary: string): string {
  const parts = [
    ...fields.map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    ...files.map(
      (f) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
        `Content-Type: image/jpeg\r\n\r\n${f.content}\r\n`,
    ),
  ];
  return `${parts.join('')}--${boundary}--\r\n`;
}

/**
 * A seed's form broken: a field's value, a file's content or name made hostile, a part left out or doubled, the body
 * cut short, or the header's boundary not the body's. Its content type is always multipart with that boundary.
 */
function mutatedForm(form: FormSeed): fc.Arbitrary<{ text: string; how: string; contentType: string }> {
  const fields = Object.entries(form.fields);
  const fieldIndex = fc.nat({ max: Math.max(0, fields.length - 1) });
  type Changed = { fields: [string, string][]; files: FormSeed['files']; how: string };
  const changed: fc.Arbitrary<Changed> = fc.oneof<fc.Arbitrary<Changed>[]>(
    fc.constant({ fields, files: form.files, how: 'form as seeded' }),
    fc.tuple(fieldIndex, nastyString).map(([i, value]) => ({
      fields: fields.map(([k, v], j): [string, string] => [k, i === j ? value : v]),
      files: form.files,
      how: `form field ${fields[i]?.[0]} hostile`,
    })),
    nastyString.map((content) => ({
      fields,
      files: form.files.map((f) => ({ ...f, content })),
      how: 'form file content hostile',
    })),
    nastyString.map((name) => ({
      fields,
      files: form.files.map((f) => ({
        ...f,
        field: name.replace(/["\r\n]/g, ''),
        filename: name.replace(/["\r\n]/g, ''),
      })),
      how: 'form file name hostile',
    })),
    fc.constant({ fields: [], files: form.files, how: 'form without its fields' }),
    fc.constant({ fields, files: [], how: 'form without its file' }),
    fc.constant({ fields, files: [...form.files, ...form.files], how: 'form with its file twice' }),
  );
  return fc
    .record({
      changed,
      cut: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      boundary: fc.oneof(
        { weight: 6, arbitrary: fc.constant(BOUNDARY) },
        { weight: 1, arbitrary: fc.constantFrom('', 'other', '"quoted"', 'x'.repeat(300)) },
      ),
    })
    .map(({ changed: c, cut, boundary }) => {
      const text = formText(c.fields, c.files, BOUNDARY);
      return {
        text: cut ? text.slice(0, Math.floor(text.length / 2)) : text,
        how: [
          c.how,
          cut ? 'cut short' : '',
          boundary !== BOUNDARY ? `boundary ${JSON.stringify(boundary.slice(0, 10))}` : '',
        ]
          .filter(Boolean)
          .join(', '),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
}

/** What an upload route is sent instead of its form: mostly the form broken, sometimes a raw body or JSON. */
export function formBodies(form: FormSeed): fc.Arbitrary<{ text: string; how: string; contentType?: string }> {
  return fc.oneof(
    { weight: 6, arbitrary: mutatedForm(form) },
    { weight: 1, arbitrary: rawBodies.map((text) => ({ text, how: 'raw body instead of a form' })) },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ text: serialise(v), how: 'json instead of a form' })),
    },
  );
}
