import { describe, expect, it } from 'vitest';

// The spec lists fixed trends (spec 000 and 001 section 9: '+5.2', '+12.5%', ...) as placeholders of the
// screens it describes. Atrium words every trend from a change the server computed, so none of them may
// appear in shipped code as a value; comments that name them (to say what replaced them) are fine.
const PLACEHOLDERS = ['+12.5%', '+5.2', '+2.8', '+8.3', '+15.2', '+2.3', "'+15'", '+12%'];

// Every shipped source file under src/ as text (Vite reads them; the app's types have no node:fs).
const SOURCES = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The code without its comments: block comments, JSX comments, and // to the end of a line. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
}

describe('no placeholder trend from the spec is shown', () => {
  it('strips comments but keeps strings and JSX text', () => {
    const code = "// was '+12%'\nconst a = '+5.2'; /* '+2.8' */ const url = 'https://x'; <p>+8.3</p>";
    const kept = withoutComments(code);
    expect(kept).not.toContain('+12%');
    expect(kept).not.toContain('+2.8');
    expect(kept).toContain("'+5.2'");
    expect(kept).toContain('https://x');
    expect(kept).toContain('+8.3');
  });

  it('finds none in the shipped source under src/', () => {
    const files = Object.entries(SOURCES);
    expect(files.length).toBeGreaterThan(100);
    expect(files.some(([file]) => file.endsWith('/figures.ts'))).toBe(true);
    const found = files.flatMap(([file, text]) => {
      const code = withoutComments(text);
      return PLACEHOLDERS.filter((value) => code.includes(value)).map((value) => `${file}: ${value}`);
    });
    expect(found).toEqual([]);
  });
});
