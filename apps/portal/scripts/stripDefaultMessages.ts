/**
 * Takes the French defaults out of the texts' descriptors (`{ id, defaultMessage }`, as
 * `defineMessages`, `formatMessage` and `<FormattedMessage>` write them), with the translators'
 * `description` when there is one (read by the extraction alone), in every chunk but the
 * entry: about 9 kB (gzip) on each signed-in first screen (docs/performance.md#first-screens-issue-27).
 *
 * A signed-in screen's texts come from the catalogue's parts, loaded with its code in every
 * language, French included (i18n/PageTexts.tsx, locales/index.ts); a text missing from them loads
 * the whole catalogue, in French as in the others (i18n/LocaleProvider.tsx), and the e2e sweep fails
 * when a screen needs it. What keeps its defaults is the entry: the sign-in page, the start of the
 * app and its error screens, which must read even when no catalogue arrives
 * (docs/decisions/catalogue-parts.md).
 *
 * Build only. The defaults are removed from the chunk as rendered, before it is minified; a
 * descriptor is only touched when both its id and its default are written out as plain strings.
 */
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Property extends AstNode {
  type: 'Property';
  computed: boolean;
  key: AstNode & { name?: string; value?: unknown };
  value: AstNode & { value?: unknown; expressions?: unknown[] };
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function visit(node: AstNode, enter: (node: AstNode) => void) {
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (isNode(item)) {
          visit(item, enter);
        }
      }
    } else if (isNode(value)) {
      visit(value, enter);
    }
  }
}

const keyOf = (property: Property): string | null => {
  if (property.computed) {
    return null;
  }
  if (property.key.type === 'Identifier') {
    return property.key.name ?? null;
  }
  return property.key.type === 'Literal' && typeof property.key.value === 'string'
    ? property.key.value
    : null;
};

/** A string written out: a string literal, or a template literal without placeholders. */
const isPlainString = (value: Property['value']) =>
  (value.type === 'Literal' && typeof value.value === 'string') ||
  (value.type === 'TemplateLiteral' && value.expressions?.length === 0);

/** What a descriptor carries for the translators and the French fallback alone. */
const sourceOnly = new Set(['defaultMessage', 'description']);

/**
 * `code` without the `defaultMessage` (and the translators' `description`) of its descriptors, and
 * how many descriptors were trimmed.
 */
export function withoutDefaultMessages(code: string): { code: string; removed: number } {
  const cuts: Array<[number, number]> = [];
  let removed = 0;
  visit(parseAst(code) as unknown as AstNode, (node) => {
    if (node.type !== 'ObjectExpression') {
      return;
    }
    const properties = (node.properties as AstNode[]).filter(
      (property): property is Property => property.type === 'Property',
    );
    if (properties.length !== (node.properties as AstNode[]).length) {
      return;
    }
    const id = properties.find((property) => keyOf(property) === 'id');
    const message = properties.find((property) => keyOf(property) === 'defaultMessage');
    if (!id || !message || !isPlainString(id.value) || !isPlainString(message.value)) {
      return;
    }
    removed += 1;
    const cut = (property: Property) =>
      sourceOnly.has(keyOf(property) ?? '') && isPlainString(property.value);
    properties.forEach((property, index) => {
      if (!cut(property)) {
        return;
      }
      // With the comma after it when a kept property follows, else with the one before it.
      const keptAfter = properties.slice(index + 1).some((other) => !cut(other));
      const keptBefore = properties.slice(0, index).findLast((other) => !cut(other));
      cuts.push(
        keptAfter
          ? [property.start, (properties[index + 1] as Property).start]
          : [keptBefore ? keptBefore.end : property.start, property.end],
      );
    });
  });
  // Two properties cut side by side can overlap by their comma: each stretch is cut once.
  const merged: Array<[number, number]> = [];
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) {
      last[1] = Math.max(last[1], end);
    } else {
      merged.push([start, end]);
    }
  }
  let result = code;
  for (const [start, end] of merged.reverse()) {
    result = result.slice(0, start) + result.slice(end);
  }
  if (merged.length > 0) {
    // Throws if a cut went wrong, rather than ship a chunk that does not parse.
    parseAst(result);
  }
  return { code: result, removed };
}

export function stripDefaultMessages(): Plugin {
  let ssr = false;
  let removed = 0;
  return {
    name: 'oxilio:strip-default-messages',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    renderChunk(code, chunk) {
      if (ssr || chunk.isEntry || !code.includes('defaultMessage')) {
        return null;
      }
      const stripped = withoutDefaultMessages(code);
      removed += stripped.removed;
      return stripped.removed > 0 ? { code: stripped.code, map: null } : null;
    },
    generateBundle() {
      // The client build has hundreds: none means the descriptors no longer look as expected.
      if (!ssr && removed === 0) {
        this.error('No default text was taken out of the chunks: look at how texts are written');
      }
    },
  };
}
