import { describe, expect, it } from 'vitest';
import { contrastRatio, minimumRatio } from './contrast';
import { contrastPairs, exerciseThemeColors, themes } from './tokens';

describe('contrast of the declared token pairs', () => {
  for (const [themeName, colors] of Object.entries(themes)) {
    for (const pair of contrastPairs) {
      const foreground = colors[pair.foreground];
      const background = colors[pair.background];
      it(`${themeName}: ${pair.foreground} on ${pair.background} meets WCAG AA for ${pair.kind}`, () => {
        expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(
          minimumRatio[pair.kind],
        );
      });
    }
  }

  for (const [name, { background, text }] of Object.entries(exerciseThemeColors)) {
    it(`exercise theme ${name}: text on its colour meets AA for body text`, () => {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(minimumRatio.text);
    });
    it(`exercise theme ${name}: its colour is visible on white as a UI boundary`, () => {
      expect(contrastRatio(background, '#ffffff')).toBeGreaterThanOrEqual(minimumRatio.ui);
    });
  }
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for identical colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0c2298', '#0c2298')).toBeCloseTo(1, 5);
  });
  it('refuses a colour that is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/rrggbb/);
  });
});
