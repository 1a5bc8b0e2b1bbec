import type { Rule } from 'eslint';

export declare const portalBoundaries: Rule.RuleModule;
declare const plugin: { rules: { boundaries: Rule.RuleModule } };
export default plugin;
