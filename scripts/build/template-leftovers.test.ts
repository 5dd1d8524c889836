import { describe, expect, it } from 'vitest';
import { templateLeftovers } from './template-leftovers';

describe('templateLeftovers', () => {
  it('finds a placeholder left in the text of a page', () => {
    const html =
      '<main><p>Coverage from {coverage} for ages {ages}.</p><p>{{ plan.name }}</p></main>';
    expect(templateLeftovers(html)).toEqual(['{coverage}', '{ages}', '{{ plan.name }}']);
  });

  it('ignores data islands, scripts, styles and attribute values', () => {
    const html = [
      '<script type="application/json" id="page-data">{"summary":"{coverage}"}</script>',
      '<style>.a{color:red}</style>',
      '<div data-x="{coverage}"><p>Coverage from $50,000 to $1,000,000.</p></div>',
    ].join('');
    expect(templateLeftovers(html)).toEqual([]);
  });

  it('names each leftover once', () => {
    expect(templateLeftovers('<p>{ages}</p><p>{ages}</p>')).toEqual(['{ages}']);
  });
});
