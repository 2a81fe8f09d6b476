import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noInlineText } from './no-inline-text.js';

const linter = new Linter({ configType: 'flat' });

/** The rule's findings in a snippet of TSX, as the words it quotes. */
function found(code: string): string[] {
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { market: { rules: { 'no-inline-text': noInlineText } } },
        rules: { 'market/no-inline-text': 'error' },
      },
    ],
    'snippet.tsx',
  );
  expect(messages.filter((m) => m.ruleId !== 'market/no-inline-text')).toEqual([]);
  return messages.map((m) => /"(.*)"/.exec(m.message)![1]!);
}

describe('no-inline-text', () => {
  it('finds words written in JSX: between tags, in braces, and in attributes that are read', () => {
    expect(found(`const a = <p className="mt-2">Book now</p>;`)).toEqual(['Book now']);
    expect(found(`const a = <p>{ok ? 'Saved' : 'Not saved'}</p>;`)).toEqual(['Saved']);
    expect(found(`const a = <button aria-label="Close" />;`)).toEqual(['Close']);
    expect(found(`const a = <img alt={\`Photo of \${name}\`} src={url} />;`)).toEqual(['Photo of']);
    expect(found(`const a = <section aria-roledescription="carousel" />;`)).toEqual(['carousel']);
    expect(found(`const a = <input placeholder="e.g. Dhaka" title="Where" />;`)).toEqual(['e.g. Dhaka', 'Where']);
    expect(found(`const a = <EmptyState message="Nothing here yet" />;`)).toEqual(['Nothing here yet']);
  });

  it('lets through what is not text: class names, ids, URLs, options, numbers and punctuation', () => {
    const code = `const a = (
      <a href="/category/01" id="main" className="btn btn-primary" aria-labelledby="title" data-testid="card">
        <Icon size="lg" direction="left" type="button" role="status" extraClass="ml-auto text-error" />
        {t.title} · {count} / {total} {'·'} 15%
      </a>
    );`;
    expect(found(code)).toEqual([]);
  });

  it("finds a sentence in a route's answer and in an HTTP error, not a code", () => {
    expect(found(`reply.status(409).send({ error: 'booking-paid', message: 'This booking is already paid.' });`)).toEqual([
      'This booking is already paid.',
    ]);
    expect(found(`throw conflict('booking-paid', 'This booking is already paid.');`)).toEqual(['This booking is already paid.']);
    expect(found(`throw new HttpError(400, 'card-invalid', \`Card \${n} refused\`);`)).toEqual(['Card  refused']);
    expect(found(`class Sold extends HttpError { constructor() { super(409, 'product-sold', 'Sold already.'); } }`)).toEqual([
      'Sold already.',
    ]);
    expect(found(`throw new APIError('NOT_FOUND', { code: 'GOOGLE_NOT_CONFIGURED', message: 'Not configured' });`)).toEqual([
      'Not configured',
    ]);
    expect(found(`reply.send({ error: 'not-found', message: API_ERRORS['not-found'] }); throw conflict('product-sold');`)).toEqual([]);
    // A message that is no answer (a log line, a configuration issue) is not the rule's business.
    expect(found(`ctx.addIssue({ code: 'custom', message: 'is required with REDIS_URL' });`)).toEqual([]);
  });
});
