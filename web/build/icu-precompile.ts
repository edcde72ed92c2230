import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { needsIcu } from '../src/lib/icu-syntax.ts';

/** Catalogue modules: web/src/messages/<locale>/**.ts (tests excluded). */
const CATALOGUE = /[\\/]src[\\/]messages[\\/].+\.ts$/;
const REGISTRY = '@/lib/icu-registry';

type Node = {
  type: string;
  start: number;
  end: number;
  value?: unknown;
  expressions?: unknown[];
  quasis?: { value: { cooked: string } }[];
};

/** Depth-first walk over an ESTree program, collecting the string literals an ICU message needs. */
function icuLiterals(root: unknown): { node: Node; text: string }[] {
  const found: { node: Node; text: string }[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.type === 'Literal' && typeof node.value === 'string' && needsIcu(node.value)) {
      found.push({ node, text: node.value });
      return;
    }
    if (node.type === 'TemplateLiteral' && node.expressions?.length === 0) {
      const text = node.quasis?.[0]?.value.cooked ?? '';
      if (needsIcu(text)) found.push({ node, text });
      return;
    }
    for (const key of Object.keys(node)) if (key !== 'type') visit((node as unknown as Record<string, unknown>)[key]);
  };
  visit(root);
  return found;
}

/**
 * Precompiles the ICU messages of the catalogues at build (and dev/test) time: each literal that
 * needs ICU becomes registerIcu(text, ast). The string stays a string for `messages.area.key`, the
 * browser gets the ready AST, and a syntax error fails the build (decision 026).
 */
export function icuPrecompile(): Plugin {
  return {
    name: 'darsak:icu-precompile',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(file) || /\.test\.ts$/.test(file)) return null;
      const literals = icuLiterals(this.parse(code)).sort((a, b) => b.node.start - a.node.start);
      if (literals.length === 0) return null;
      let out = code;
      for (const { node, text } of literals) {
        let ast;
        try {
          ast = parse(text, { ignoreTag: true });
        } catch (error) {
          this.error(`Invalid ICU message ${JSON.stringify(text)}: ${(error as Error).message}`);
        }
        out = `${out.slice(0, node.start)}__icu(${JSON.stringify(text)}, ${JSON.stringify(ast)})${out.slice(node.end)}`;
      }
      return { code: `import { registerIcu as __icu } from '${REGISTRY}';\n${out}`, map: null };
    },
  };
}
