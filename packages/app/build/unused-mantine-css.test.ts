import { describe, expect, it } from 'vitest';
import { mantineClassesIn, renamedFor, withoutUnusedMantineRules } from './unused-mantine-css';

const USED = new Set(['m_77c9d27d', 'm_8bffd616']);

describe('withoutUnusedMantineRules', () => {
  it.each<[string, { given: string; want: string }]>([
    [
      'keeps the rules of used components and drops the others',
      {
        given: '.m_77c9d27d{color:red}.m_aaaaaaaa{color:blue}',
        want: '.m_77c9d27d{color:red}',
      },
    ],
    [
      'drops a selector naming an unused component, keeps the rest of its list',
      {
        given: '.m_77c9d27d:hover,.m_aaaaaaaa:hover{color:red}',
        want: '.m_77c9d27d:hover{color:red}',
      },
    ],
    [
      'drops a selector that pairs a used component with an unused one',
      {
        given: '.m_8bffd616 .m_aaaaaaaa{margin:0}.m_8bffd616 .m_77c9d27d{margin:1px}',
        want: '.m_8bffd616 .m_77c9d27d{margin:1px}',
      },
    ],
    [
      'drops an at-rule left empty, keeps one with a used rule',
      {
        given:
          '@media (min-width:48em){.m_aaaaaaaa{gap:0}}@supports (display:grid){.m_77c9d27d{display:grid}.m_bbbbbbbb{display:grid}}',
        want: '@supports (display:grid){.m_77c9d27d{display:grid}}',
      },
    ],
    [
      'keeps what names no Mantine class: variables, globals, the kit and the app',
      {
        given:
          ':root{--mantine-color-blue-6:#228be6}body{margin:0}.mantine-active:active{transform:none}._card_1x2y3{padding:0}',
        want: ':root{--mantine-color-blue-6:#228be6}body{margin:0}.mantine-active:active{transform:none}._card_1x2y3{padding:0}',
      },
    ],
  ])('%s', (_name, { given, want }) => expect(withoutUnusedMantineRules(given, USED)).toBe(want));
});

describe('mantineClassesIn', () => {
  it("reads the classes out of Mantine's class maps in the code", () => {
    const code = 'var e={root:"m_77c9d27d",inner:"m_80f1301b"};const x="m_not_a_class";';
    expect([...mantineClassesIn(code)].sort()).toEqual(['m_77c9d27d', 'm_80f1301b']);
  });
});

describe('renamedFor', () => {
  it('names the stylesheet by its new content, and two contents never share a name', () => {
    const one = renamedFor('assets/app-l9c1G8qz.css', '.a{}');
    expect(one).toMatch(/^assets\/app-[\w-]{8}\.css$/);
    expect(one).not.toBe('assets/app-l9c1G8qz.css');
    expect(renamedFor('assets/app-l9c1G8qz.css', '.a{}')).toBe(one);
    expect(renamedFor('assets/app-l9c1G8qz.css', '.b{}')).not.toBe(one);
  });

  it('fails on a name without a hash', () => {
    expect(() => renamedFor('assets/app.css', '.a{}')).toThrow(/no hash/);
  });
});
