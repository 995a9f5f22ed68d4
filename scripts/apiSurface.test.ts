import { describe, expect, it } from 'vitest';
import { apiSurface } from './apiSurface.mjs';

const report = (member: string) => `// @public\nexport interface Machines {\n${member}\n    name: string;\n}\n`;

describe('apiSurface', () => {
  it('sees no change when a union member moves to another line of a wrapped type', () => {
    const before = report('    [x: string]: Ref<Machine<Context, Event, {\n        a: string;\n    }, Meta> | Promise<Result>> | undefined;');
    const after = report('    [x: string]: Ref<Promise<Result> | Machine<Context, Event, {\n        a: string;\n    }, Meta>> | undefined;');
    expect(apiSurface(after)).toBe(apiSurface(before));
  });

  it('sees a changed member type, and two members swapping their types', () => {
    const base = '// @public\nexport interface Book {\n    id: string;\n    pages: number;\n}\n';
    expect(apiSurface(base.replace('pages: number', 'pages: string'))).not.toBe(apiSurface(base));
    expect(apiSurface(base.replace('id: string', 'id: number').replace('pages: number', 'pages: string'))).not.toBe(apiSurface(base));
  });

  it('is not thrown by arrows and comments with brackets', () => {
    const base = '// Warning: (ae-forgotten-export) The symbol "X" needs <exporting\nexport function f(cb: (a: string) => void): Promise<number>;\n\nexport const g: number;\n';
    expect(apiSurface(base.replace('g: number', 'g: string'))).not.toBe(apiSurface(base));
  });
});
