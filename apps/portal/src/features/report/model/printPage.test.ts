import { describe, expect, it } from 'vitest';
import { pageMark, pagesMark, pageStyle } from './printPage';

describe('the printed report’s pages', () => {
  const style = pageStyle({
    running: 'Jeanne Welter · du 05/11/26 au 02/12/26',
    confidential: 'Confidentiel : données de santé',
    pageOf: `Page ${pageMark} sur ${pagesMark}`,
  });

  it('are A4, each with its patient, period, confidentiality and number', () => {
    expect(style).toContain('size: A4');
    expect(style).toMatch(/@top-left \{ content: "Jeanne Welter · du 05\/11\/26 au 02\/12\/26";/);
    expect(style).toMatch(/@top-right \{ content: "Confidentiel : données de santé";/);
    expect(style).toMatch(
      /@bottom-right \{ content: "Page " counter\(page\) " sur " counter\(pages\);/,
    );
  });

  it('keep the counters where a language puts them', () => {
    const dutch = pageStyle({ running: '', confidential: '', pageOf: `${pageMark}/${pagesMark}` });
    expect(dutch).toMatch(/content: counter\(page\) "\/" counter\(pages\);/);
  });

  it('cannot be broken out of by a name holding quotes, a backslash or a line break', () => {
    const odd = pageStyle({
      running: 'A "B" \\ } @page { C\nD',
      confidential: '',
      pageOf: pageMark,
    });
    expect(odd).toContain('content: "A \\"B\\" \\\\ } @page { C D";');
  });
});
