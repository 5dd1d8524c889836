import { describe, expect, it } from 'vitest';
import { checkContent, type ContentFile } from './check';

const article = (slug: string, extra = '', file = `articles/${slug}.md`): ContentFile => ({
  file,
  text: `---
type: article
slug: ${slug}
title: "An article"
summary: "What it is about."
published: 2026-03-14
seo: { title: "An article | MBA", description: "What it is about." }
category: Budgeting
${extra}
---

A body with **words**.
`,
});

describe('content check', () => {
  it('accepts conforming files and keys them as related entries name them', () => {
    const result = checkContent([article('one'), article('two', 'related: [articles/one]')]);
    expect(result.findings).toEqual([]);
    expect(result.items.map((item) => item.key)).toEqual(['articles/one', 'articles/two']);
  });

  it('refuses a file without front matter', () => {
    const { findings } = checkContent([{ file: 'articles/bare.md', text: '# Just a body\n' }]);
    expect(findings).toEqual([
      'articles/bare.md: no front matter: the file must start with a line "---"',
    ]);
  });

  it('refuses missing front matter fields, unknown fields and an unknown type', () => {
    const missing = article('one')
      .text.replace(/^summary:.*\n/m, '')
      .replace(/^category.*\n/m, '');
    const { findings } = checkContent([
      { file: 'articles/one.md', text: missing },
      { file: 'articles/two.md', text: article('two', 'author: Someone').text },
      {
        file: 'articles/three.md',
        text: article('three').text.replace('type: article', 'type: blog'),
      },
    ]);
    expect(findings).toContain(
      "articles/one.md: front matter must have required property 'summary'",
    );
    expect(findings).toContain(
      "articles/one.md: front matter must have required property 'category'",
    );
    expect(findings).toContain('articles/two.md: front matter: unknown field "author"');
    expect(
      findings.some((f) => f.startsWith('articles/three.md: type: must be one of article')),
    ).toBe(true);
  });

  it('refuses a broken related link', () => {
    const { findings } = checkContent([article('one', 'related: [get-educated/missing]')]);
    expect(findings).toEqual(['articles/one.md: related "get-educated/missing" names no item']);
  });

  it('refuses a duplicate slug', () => {
    const { findings } = checkContent([article('one'), article('one', '', 'articles/copy.md')]);
    expect(findings).toContain(
      'articles/copy.md: duplicate slug "articles/one" (also in articles/one.md)',
    );
  });

  it('refuses a file outside its folder, a bad date and a video without transcript', () => {
    const video: ContentFile = {
      file: 'videos/clip.md',
      text: `---
type: video
slug: clip
title: "A clip"
summary: "A short clip."
published: 2026-02-30
seo: { title: "A clip", description: "A short clip." }
duration: "4:35"
src: /media/videos/clip.webm
---

Narration without its heading.
`,
    };
    const dated = checkContent([video]).findings;
    expect(dated).toEqual(['videos/clip.md: published must match format "date"']);
    const findings = checkContent([
      { ...video, text: video.text.replace('2026-02-30', '2026-02-28') },
      article('moved', '', 'videos/moved.md'),
    ]).findings;
    expect(findings).toEqual([
      'videos/clip.md: a video\'s body needs a "## Transcript" section',
      'videos/moved.md: article "moved" belongs at articles/moved.md',
    ]);
  });
});
