import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../src/config.ts';

const scripts = (JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('npm scripts', () => {
  it.each(Object.entries(scripts))('"%s" runs files that exist', (_name, command) => {
    for (const [, file] of command.matchAll(/\bnode\s+(?:--\S+\s+)*(\S+\.ts)\b/g)) {
      expect(existsSync(join(ROOT_DIR, file!)), `${file} is missing`).toBe(true);
    }
  });

  it('has test:e2e running the browser tests', () => {
    expect(scripts['test:e2e']).toBe('node scripts/test-e2e.ts');
  });
});
