import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { withoutDefaultMessages } from './stripDefaultMessages';

describe('withoutDefaultMessages', () => {
  it('takes the defaults out of descriptors, whatever precedes them', () => {
    const code = [
      'const titles = defineMessages({',
      '  day: { id: "portal.title.dashboard", defaultMessage: "Ma journée ✓ 🦽" },',
      '  next: { defaultMessage: `Séance d’auto-rééducation`, id: "portal.title.session" },',
      '});',
      'const a = jsx(FormattedMessage, { id: "x.y", defaultMessage: "Vous avez {count, plural, one {# étoile} other {# étoiles}}", values: { count } });',
      'const b = intl.formatMessage({ id: "z", defaultMessage: "Fermer" });',
    ].join('\n');
    const { code: result, removed } = withoutDefaultMessages(code);
    expect(removed).toBe(4);
    expect(result).not.toContain('defaultMessage');
    expect(result).toContain('day: { id: "portal.title.dashboard" }');
    expect(result).toContain('next: { id: "portal.title.session" }');
    expect(result).toContain('{ id: "x.y", values: { count } }');
    expect(result).toContain('intl.formatMessage({ id: "z" })');
    expect(() => parseAst(result)).not.toThrow();
  });

  it('takes the translators’ descriptions out with the defaults, wherever they stand', () => {
    const code = [
      'const roles = defineMessages({',
      '  a: { id: "domain.role.reeducator", defaultMessage: "Rééducateur", description: `Role: a professional` },',
      '  b: { description: "Role: a manager", defaultMessage: "Responsable", id: "domain.role.responsable" },',
      '  c: { defaultMessage: "Patient", description: "Role", id: "domain.role.patient" },',
      '});',
      'const note = { id: "x", description: "Kept: no default beside it" };',
    ].join('\n');
    const { code: result, removed } = withoutDefaultMessages(code);
    expect(removed).toBe(3);
    expect(result).toContain('a: { id: "domain.role.reeducator" }');
    expect(result).toContain('b: { id: "domain.role.responsable" }');
    expect(result).toContain('c: { id: "domain.role.patient" }');
    expect(result).toContain('{ id: "x", description: "Kept: no default beside it" }');
    expect(() => parseAst(result)).not.toThrow();
  });

  it('leaves what is not a descriptor written out', () => {
    const code = [
      'const a = { id: `portal.${kind}`, defaultMessage: "Texte" };',
      'const b = { id: "c", defaultMessage: text };',
      'const c = { defaultMessage: "Sans identifiant" };',
      'const d = { id: "d", ...rest, defaultMessage: "Avec le reste" };',
      'const e = { id, defaultMessage };',
    ].join('\n');
    expect(withoutDefaultMessages(code)).toEqual({ code, removed: 0 });
  });
});
