import { nestHeadings, splitFaqs } from './body-html';
import { cmsBody, hasContent, localText } from './localized';
import { cmsOf } from '../../testing/content';

describe('splitting a FAQ page into questions', () => {
  it('takes the repeated heading level as the questions, and what follows each as its answer', () => {
    const parts = splitFaqs(
      '<h2>FAQ</h2><p>Intro</p><h3>One?</h3><p>A1</p><ul><li>more</li></ul><h3>Two?</h3><p>A2</p>',
    );
    expect(parts).toEqual([
      { kind: 'html', html: '<h2>FAQ</h2><p>Intro</p>' },
      {
        kind: 'faq',
        items: [
          { question: 'One?', answerHtml: '<p>A1</p><ul><li>more</li></ul>' },
          { question: 'Two?', answerHtml: '<p>A2</p>' },
        ],
      },
    ]);
  });

  it('reads a definition list as questions and answers', () => {
    const parts = splitFaqs('<dl><dt>One?</dt><dd>A1</dd><dt>Two?</dt><dd>A2</dd></dl>');
    expect(parts).toEqual([
      {
        kind: 'faq',
        items: [
          { question: 'One?', answerHtml: '<p>A1</p>' },
          { question: 'Two?', answerHtml: '<p>A2</p>' },
        ],
      },
    ]);
  });

  it('leaves a body with fewer than two questions whole, its headings under the page title', () => {
    expect(splitFaqs('<h1>Only</h1><p>Text</p>')).toEqual([
      { kind: 'html', html: '<h2>Only</h2><p>Text</p>' },
    ]);
  });

  it('moves a body’s headings down below the given level, keeping their order', () => {
    expect(nestHeadings('<h1 class="x">A</h1><h3>B</h3>', 2)).toBe('<h2 class="x">A</h2><h4>B</h4>');
    expect(nestHeadings('<h2>A</h2>', 2)).toBe('<h2>A</h2>');
    expect(nestHeadings('<h2>A</h2><h6>B</h6>', 3)).toBe('<h3>A</h3><h6>B</h6>');
  });

  it('leaves out a first heading that only repeats the page title', () => {
    expect(nestHeadings('<h2>Privacy  policy</h2><p>Text</p>', 2, 'Privacy policy')).toBe('<p>Text</p>');
    expect(nestHeadings('<h2>About Lantern</h2><p>Text</p>', 2, 'About us')).toBe(
      '<h2>About Lantern</h2><p>Text</p>',
    );
    expect(nestHeadings('<p>Intro</p><h2>Banking</h2>', 2, 'Banking')).toBe('<p>Intro</p><h2>Banking</h2>');
    expect(splitFaqs('<h2>FAQ</h2><h3>One?</h3><p>A1</p><h3>Two?</h3><p>A2</p>', 'faq')[0]).toEqual({
      kind: 'faq',
      items: [
        { question: 'One?', answerHtml: '<p>A1</p>' },
        { question: 'Two?', answerHtml: '<p>A2</p>' },
      ],
    });
  });
});

describe('choosing the text of the player’s language', () => {
  it('takes the local text in any language but English, when it has content', () => {
    expect(localText('EN', 'en', '<p>local</p>')).toBe('en');
    expect(localText('VI', 'en', '<p>local</p>')).toBe('<p>local</p>');
    expect(localText('VI', 'en', '<p>&nbsp;</p>')).toBe('en');
    expect(hasContent('<img src="/a.png" alt="">')).toBe(true);
  });

  it('gives no body for a page switched off', () => {
    expect(cmsBody(cmsOf({ faqs_status: false }), 'faqs', 'EN')).toBeNull();
    expect(cmsBody(cmsOf(), 'faqs', 'VI')).toBe('<p>Vietnamese faqs text</p>');
  });
});
