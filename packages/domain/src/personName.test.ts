import { describe, expect, it } from 'vitest';
import { isPersonName } from './personName';

describe('isPersonName', () => {
  it.each([
    'Jean-Pierre',
    "N'Diaye",
    'D’Arc',
    'Jean Pierre',
    'Nguye\u0303n',
    'Nguyễn',
    '李',
    'Ærøskøbing',
    'Οδυσσέας',
    'a'.repeat(60),
  ])('takes %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each([
    ['a message', 'Gagnant! Réclamez votre prix'],
    ['a domain', 'evil.example'],
    ['digits', 'Léa2'],
    ['no letter', "- '"],
    ['nothing', ''],
    ['a line break', 'Léa\nBcc'],
    ['a tab', 'Léa\tMarie'],
    ['markup', '<b>Léa</b>'],
    ['61 letters', 'a'.repeat(61)],
  ])('refuses %s', (_label, name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it('counts characters as the API does (code points), so 60 letters of any script pass', () => {
    expect(isPersonName('𠀀'.repeat(60))).toBe(true);
    expect(isPersonName('𠀀'.repeat(61))).toBe(false);
  });
});
